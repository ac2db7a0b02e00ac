// Server-side authentication state: rotating refresh tokens and single-use e-mailed or social-login tokens.
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { oneTimeTokenPurposeEnum } from './enums';
import { users } from './users';

/**
 * Refresh tokens, stored as hashes only. Each refresh uses the token (usedAt) and issues its successor in the same
 * family (replacedBy); presenting a used token again means it leaked, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Shared by every token descending from one sign-in. */
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId), index('refresh_tokens_user_id_idx').on(t.userId)],
);

/** Account confirmation, password reset and LinkedIn hand-over tokens: hashed, single use, short-lived. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Sign-in attempts per address, counted as each attempt arrives (before its password is checked), so that parallel
 * guesses on one account queue up behind each other instead of all waiting the same short delay, on every process.
 * A success deletes the row.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  /** The address as typed, lower-cased and trimmed (known or not: unknown addresses are slowed alike). */
  email: text('email').primaryKey(),
  /** Attempts since the last success, each counted as a failure until it succeeds. */
  failures: integer('failures').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  /** The earliest the next attempt on this address is checked. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
});

export type RefreshToken = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;
export type NewOneTimeToken = typeof oneTimeTokens.$inferInsert;
