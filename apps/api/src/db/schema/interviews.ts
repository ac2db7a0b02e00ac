// Interviews ("entretiens", SPEC §3 Interview), optionally tied to an application.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { id, timestamps, version } from './columns';
import { users } from './users';

export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    /** The candidate interviewed. */
    utilisateurId: integer('utilisateur_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member who scheduled it. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    candidatureId: integer('candidature_id').references(() => applications.id, { onDelete: 'set null' }),
    /** Defaults to now (SPEC §5). */
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    /** Expected length in minutes (calendar invitations, waiting room). */
    duree: integer('duree').notNull().default(30),
    lieu: text('lieu'),
    lien: text('lien'),
    commentaire: text('commentaire'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('interviews_utilisateur_date_idx').on(t.utilisateurId, t.date.desc()),
    index('interviews_admin_date_idx').on(t.adminId, t.date.desc()),
    index('interviews_candidature_id_idx').on(t.candidatureId),
  ],
);

export type Interview = typeof interviews.$inferSelect;
export type NewInterview = typeof interviews.$inferInsert;
