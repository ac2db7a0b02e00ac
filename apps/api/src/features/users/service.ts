// Registration (inactive until the e-mailed link is used) and the signed-in profile.
import { type PublicUser, publicUserSchema, type Registration } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { createInactiveAccount, upperName } from './accounts';

export function createUsersService(app: FastifyInstance) {
  const db = app.db;
  return {
    async register(input: Registration): Promise<PublicUser> {
      return createInactiveAccount(
        app,
        {
          email: input.email,
          passwordHash: await hashPassword(input.motDePasse),
          role: input.role,
          nom: upperName(input.nom),
          prenom: input.prenom,
          telephone: input.telephone ?? null,
          ville: input.ville ?? null,
          metier: input.metier ?? null,
          description: input.description ?? null,
          experience: input.experience ?? null,
          typeDeContrat: input.typeDeContrat ?? null,
          visibilite: input.visibilite,
          photoParDefaut: input.photoParDefaut ?? null,
          tremplin: input.tremplin,
        },
        { accepted: input.consentementVivier ?? false, at: app.clock.now() },
      );
    },

    /** The profile without secrets. */
    async profile(id: number): Promise<PublicUser> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) throw notFound('Utilisateur introuvable.');
      return publicUserSchema.parse(row);
    },
  };
}
