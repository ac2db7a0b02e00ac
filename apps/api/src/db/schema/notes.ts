// Staff notes attached to an application (SPEC §3 Note), with an optional attached file.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { id, timestamps, version } from './columns';
import { storedFiles } from './files';
import { users } from './users';

export const notes = pgTable(
  'notes',
  {
    id: id(),
    candidatureId: integer('candidature_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    auteurId: integer('auteur_id').references(() => users.id, { onDelete: 'set null' }),
    titre: text('titre').notNull(),
    /** Sanitised HTML. */
    contenu: text('contenu').notNull().default(''),
    /** The NOTEFICHIER attachment, if any. */
    fichierId: integer('fichier_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    version: version(),
    ...timestamps(),
  },
  // An application's notes in date order, read from the index alone (migration 0026: the candidate file merges
  // the latest of each of a person's applications).
  (t) => [index('notes_candidature_date_idx').on(t.candidatureId, t.createdAt.desc(), t.id.desc())],
);

export type Note = typeof notes.$inferSelect;
export type NewNote = typeof notes.$inferInsert;
