// Creating an account, the same for a person registering and for staff adding one: inactive until the e-mailed
// link is used (the confirmation of a registration, the invitation of an account opened by staff). Each new account
// is checked for likely duplicates (docs/decisions/0020).
import { AUTH_MESSAGES, type PublicUser, publicUserSchema } from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type NewUser, users } from '../db/schema';
import { recordConsent } from './account-records';
import { isUniqueViolation } from './db-errors';
import { detectQuietly } from './duplicate-detection';
import { conflict } from './http-errors';
import { issueOneTimeToken, type Queryable } from './tokens';

/** SPEC §5: the last name is stored upper-cased. */
export const upperName = (nom: string) => nom.trim().toLocaleUpperCase('fr-FR');

/** What the new account's owner receives, queued in the creating transaction; a confirmation link unless given. */
export type AccountWelcome = (tx: Queryable, user: { id: number; email: string; prenom: string }) => Promise<void>;

/** Inserts an inactive account and queues its confirmation e-mail (or the given welcome) in the same transaction. */
export async function createInactiveAccount(
  app: FastifyInstance,
  values: Omit<NewUser, 'active'>,
  /** The answer to the talent-pool question, when the person was asked (registration). */
  talentPoolConsent?: { accepted: boolean; at: Date },
  welcome?: AccountWelcome,
): Promise<PublicUser> {
  const [taken] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, values.email.toLowerCase()));
  if (taken) throw conflict(AUTH_MESSAGES.emailTaken);
  let created: typeof users.$inferSelect;
  try {
    created = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...values, active: false })
        .returning();
      const user = row!;
      if (talentPoolConsent) await recordConsent(tx, user.id, talentPoolConsent.accepted, talentPoolConsent.at);
      if (welcome) {
        await welcome(tx, user);
      } else {
        const token = await issueOneTimeToken(tx, user.id, 'confirmation');
        await app.mailer.enqueue(
          { to: user.email, ...app.mailer.templates.confirmation({ prenom: user.prenom, token }) },
          tx,
        );
      }
      return user;
    });
  } catch (err) {
    // Two creations racing for one address: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
  app.mailer.kick();
  // Once the account exists: likely duplicates are recorded for staff, never told to whoever created it.
  await detectQuietly(app, app.db, created.id);
  return publicUserSchema.parse(
    talentPoolConsent ? { ...created, talentPoolConsent: talentPoolConsent.accepted } : created,
  );
}
