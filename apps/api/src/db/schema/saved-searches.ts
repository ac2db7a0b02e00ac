// Saved profile searches and the profiles their alerts already listed (features/saved-searches).
import type { ProfileFilter } from '@tremplin/shared';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const SAVED_SEARCH_FREQUENCY_VALUES = ['QUOTIDIENNE', 'HEBDOMADAIRE', 'AUCUNE'] as const;

/**
 * A person's search kept under a name. Its alerts list profiles created after `createdAt` that match it and were
 * never listed before; `lastRunAt` is the schedule slot that last looked at it (a slot looks once).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    filtres: jsonb('filtres').$type<ProfileFilter>().notNull(),
    frequence: text('frequence', { enum: SAVED_SEARCH_FREQUENCY_VALUES }).notNull(),
    createdAt: createdAt(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  },
  (t) => [index('saved_searches_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The profiles an alert of the saved search already listed (or linked to): never listed twice. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.userId] }), index('saved_search_hits_user_idx').on(t.userId)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
