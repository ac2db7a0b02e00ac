// A recruiter's favourite candidates (SPEC §3 Favourite); only recruiters have them (SPEC §6).
import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns';
import { users } from './users';

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    recruteurId: integer('recruteur_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidatId: integer('candidat_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourites_recruteur_candidat_key').on(t.recruteurId, t.candidatId),
    index('favourites_candidat_id_idx').on(t.candidatId),
  ],
);

export type Favourite = typeof favourites.$inferSelect;
export type NewFavourite = typeof favourites.$inferInsert;
