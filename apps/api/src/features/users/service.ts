// Registration (inactive until the e-mailed link is used) and the signed-in profile.
import { MESSAGES, type PublicUser, publicUserSchema, type Registration } from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { createInactiveAccount, upperName } from '../../lib/accounts';
import { HttpError, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';

export function createUsersService(app: FastifyInstance) {
  const db = app.db;
  return {
    /**
     * Registration answers the same whether the address is new or already has an account, so that nobody learns which
     * addresses do: a new one gets its confirmation link, a known one an e-mail telling its owner they already have an
     * account (and how to choose a new password). The password is hashed either way.
     */
    async register(input: Registration): Promise<{ message: string }> {
      const passwordHash = await hashPassword(input.motDePasse);
      const answer = { message: MESSAGES.registrationMailSent(input.email) };
      const known = async () => {
        const [owner] = await db
          .select({ email: users.email, prenom: users.prenom })
          .from(users)
          .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
        if (!owner) return false;
        await app.mailer.enqueue({ to: owner.email, ...app.mailer.templates.accountExists({ prenom: owner.prenom }) });
        app.mailer.kick();
        return true;
      };
      if (await known()) return answer;
      try {
        await createInactiveAccount(
          app,
          {
            email: input.email,
            passwordHash,
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
      } catch (err) {
        // Two registrations racing for one address: the second one is told like any other known address.
        if (!(err instanceof HttpError && err.statusCode === 409 && (await known()))) throw err;
      }
      return answer;
    },

    /** The profile without secrets. */
    async profile(id: number): Promise<PublicUser> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) throw notFound('Utilisateur introuvable.');
      return publicUserSchema.parse(row);
    },
  };
}
