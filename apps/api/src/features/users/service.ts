// Registration (inactive until the e-mailed link is used) and the signed-in profile.
import { AUTH_MESSAGES, type PublicUser, publicUserSchema, type Registration } from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { issueOneTimeToken } from '../../lib/tokens';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** SPEC §5: the last name is stored upper-cased. */
export const upperName = (nom: string) => nom.trim().toLocaleUpperCase('fr-FR');

export function createUsersService(app: FastifyInstance) {
  const db = app.db;
  return {
    async register(input: Registration): Promise<PublicUser> {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
      if (taken) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.motDePasse);
      let created: typeof users.$inferSelect;
      try {
        created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              role: input.role,
              active: false,
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
            })
            .returning();
          const user = row!;
          const token = await issueOneTimeToken(tx, user.id, 'confirmation');
          await app.mailer.enqueue(
            { to: user.email, ...app.mailer.templates.confirmation({ prenom: user.prenom, token }) },
            tx,
          );
          return user;
        });
      } catch (err) {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      app.searchResults.forget();
      app.mailer.kick();
      return publicUserSchema.parse(created);
    },

    /** The profile without secrets. */
    async profile(id: number): Promise<PublicUser> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) throw notFound('Utilisateur introuvable.');
      return publicUserSchema.parse(row);
    },
  };
}
