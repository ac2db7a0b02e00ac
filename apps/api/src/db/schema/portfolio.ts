// Portfolio projects (SPEC §3 Project), the tags they show and their ordered images.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, version } from './columns';
import { storedFiles } from './files';
import { tags } from './skills';
import { users } from './users';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    utilisateurId: integer('utilisateur_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titre: text('titre').notNull(),
    description: text('description'),
    lien: text('lien'),
    codeSource: text('code_source'),
    outilsTravails: text('outils_travails'),
    slug: text('slug').notNull().unique(),
    /** Calendar date of the project ('YYYY-MM-DD'). */
    date: date('date', { mode: 'string' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('projects_utilisateur_id_idx').on(t.utilisateurId, t.date.desc())],
);

/**
 * SPEC's `tagsId`: the user's tags a project shows. A join table rather than an int array so that deleting a tag
 * (or a project) removes the link through the foreign keys, with no dangling ids to filter out later; the API
 * folds it back into `tagsId: number[]` with array_agg.
 */
export const projectTags = pgTable(
  'project_tags',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.tagId] }), index('project_tags_tag_id_idx').on(t.tagId)],
);

/** SPEC's `files`: the project's images, in display order, at most one of them the cover. */
export const projectImages = pgTable(
  'project_images',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    cover: boolean('cover').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_images_project_id_idx').on(t.projectId, t.position),
    uniqueIndex('project_images_file_id_key').on(t.fileId),
    uniqueIndex('project_images_one_cover_key').on(t.projectId).where(sql`${t.cover}`),
  ],
);

export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectTag = typeof projectTags.$inferSelect;
export type ProjectImage = typeof projectImages.$inferSelect;
export type NewProjectImage = typeof projectImages.$inferInsert;
