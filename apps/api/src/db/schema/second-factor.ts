// The second factor of sign-in: a TOTP secret per account, its single-use recovery codes and remembered devices.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * One TOTP secret (RFC 6238, base32) per account. A row without confirmedAt is an enrolment in progress: it counts only
 * once a first code proved the authenticator app holds the secret.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second time step whose code was accepted: a code of that step or an earlier one is a replay. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten recovery codes per enrolment, stored as argon2id hashes like passwords; each opens the account once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * Devices where the person asked not to be asked for a code for 30 days: the cookie holds a random token, the database
 * its SHA-256 hash. Ending the account's sessions (a password change or reset among others) forgets them all.
 */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remembered_devices_user_id_idx').on(t.userId)],
);

export type SecondFactor = typeof secondFactors.$inferSelect;
