// Skills managed by staff (SPEC §3 Competence) and the tags users attach to their profile with a level (SPEC §3 Tag).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';
import { users } from './users';

export const skills = pgTable(
  'skills',
  {
    id: id(),
    nom: text('nom').notNull(),
    /** Free keywords used by search, e.g. "js, es6, frontend". */
    motsCles: text('mots_cles').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('skills_nom_lower_key').on(sql`lower(${t.nom})`)],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    utilisateurId: integer('utilisateur_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting a skill keeps the users' tags (they carry their own name), detached from it. */
    competenceId: integer('competence_id').references(() => skills.id, { onDelete: 'set null' }),
    nomTag: text('nom_tag').notNull(),
    /** 1 (notions) to 5 (expert). */
    niveau: integer('niveau'),
    motsCles: text('mots_cles').notNull().default(''),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('tags_utilisateur_id_idx').on(t.utilisateurId), index('tags_competence_id_idx').on(t.competenceId)],
);

export type Skill = typeof skills.$inferSelect;
export type NewSkill = typeof skills.$inferInsert;
export type Tag = typeof tags.$inferSelect;
export type NewTag = typeof tags.$inferInsert;
