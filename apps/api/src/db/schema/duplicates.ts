// Likely duplicate accounts (docs/decisions/0020): pairs recorded by detection for staff to dismiss or merge, and the
// record of each merge (who, when, which account was kept and which closed, what moved), read later by the journal.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

export const DUPLICATE_STATES = ['OUVERTE', 'ECARTEE', 'FUSIONNEE'] as const;

/** One pair of accounts, the smaller id first, with the reasons detection saw (DUPLICATE_REASONS). */
export const duplicateCandidates = pgTable(
  'duplicate_candidates',
  {
    id: id(),
    userAId: integer('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: integer('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasons: text('reasons').array().notNull(),
    state: text('state', { enum: DUPLICATE_STATES }).notNull().default('OUVERTE'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('duplicate_candidates_pair_key').on(t.userAId, t.userBId),
    check('duplicate_candidates_ordered', sql`${t.userAId} < ${t.userBId}`),
    index('duplicate_candidates_open_idx').on(t.detectedAt.desc(), t.id.desc()).where(sql`${t.state} = 'OUVERTE'`),
    index('duplicate_candidates_user_b_idx').on(t.userBId),
  ],
);

/**
 * What each merge did. Plain ids, not references: the record outlives the accounts (an erasure later must not erase
 * the trace of who merged what).
 */
export const accountMerges = pgTable(
  'account_merges',
  {
    id: id(),
    staffId: integer('staff_id'),
    keptId: integer('kept_id').notNull(),
    closedId: integer('closed_id').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows moved, per kind (DUPLICATE_COUNT_KEYS), and rows dropped as already on the kept account. */
    moved: jsonb('moved').notNull(),
    dropped: jsonb('dropped').notNull(),
    /** Identity fields taken from the closed account. */
    fieldsFromClosed: text('fields_from_closed').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('account_merges_kept_idx').on(t.keptId), index('account_merges_closed_idx').on(t.closedId)],
);

export type DuplicateCandidate = typeof duplicateCandidates.$inferSelect;
export type AccountMerge = typeof accountMerges.$inferSelect;
