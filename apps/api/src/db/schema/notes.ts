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
  (t) => [index('notes_candidature_id_idx').on(t.candidatureId, t.createdAt.desc())],
);

export type Note = typeof notes.$inferSelect;
export type NewNote = typeof notes.$inferInsert;
