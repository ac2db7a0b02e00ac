// Database reads and writes of the portfolio: projects with their tags and ordered images.
import { and, asc, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectImages, projects, projectTags, storedFiles, tags, users } from '../../db/schema';
import { escapeLike } from '../../lib/sql-text';

type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type ProjectRow = typeof projects.$inferSelect;

export interface ImageRow {
  id: number;
  projectId: number;
  fileId: number;
  position: number;
  cover: boolean;
  originalName: string;
  storageKey: string;
}

export interface OwnerRow {
  id: number;
  prenom: string;
  nom: string;
  visibilite: 'VISIBLE' | 'NON_VISIBLE';
  active: boolean;
}

/** Title, description and tools, lower-cased without accents, contain the search words. */
function searchCondition(search: string | undefined) {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const haystack = sql`unaccent(lower(concat_ws(' ', ${projects.titre}, ${projects.description}, ${projects.outilsTravails})))`;
  return and(...words.map((word) => sql`${haystack} like unaccent(lower(${`%${escapeLike(word)}%`}))`));
}

export function createPortfolioQueries(db: Database) {
  return {
    async owner(userId: number): Promise<OwnerRow | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          prenom: users.prenom,
          nom: users.nom,
          visibilite: users.visibilite,
          active: users.active,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async page(userId: number, page: number, size: number, search?: string) {
      const where = and(eq(projects.utilisateurId, userId), searchCondition(search));
      const rows = await db
        .select()
        .from(projects)
        .where(where)
        .orderBy(sql`${projects.date} desc nulls last`, desc(projects.id))
        .limit(size)
        .offset(page * size);
      return rows;
    },

    async count(userId: number, search?: string): Promise<number> {
      const [row] = await db
        .select({ nb: count() })
        .from(projects)
        .where(and(eq(projects.utilisateurId, userId), searchCondition(search)));
      return row?.nb ?? 0;
    },

    async all(userId: number) {
      return db
        .select()
        .from(projects)
        .where(eq(projects.utilisateurId, userId))
        .orderBy(sql`${projects.date} desc nulls last`, desc(projects.id));
    },

    async byId(id: number) {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      return row;
    },

    async bySlug(slug: string) {
      const [row] = await db.select().from(projects).where(eq(projects.slug, slug));
      return row;
    },

    async imagesOf(projectIds: number[], q: Queryable = db): Promise<ImageRow[]> {
      if (projectIds.length === 0) return [];
      return q
        .select({
          id: projectImages.id,
          projectId: projectImages.projectId,
          fileId: projectImages.fileId,
          position: projectImages.position,
          cover: projectImages.cover,
          originalName: storedFiles.originalName,
          storageKey: storedFiles.storageKey,
        })
        .from(projectImages)
        .innerJoin(storedFiles, eq(storedFiles.id, projectImages.fileId))
        .where(inArray(projectImages.projectId, projectIds))
        .orderBy(asc(projectImages.position), asc(projectImages.id));
    },

    async tagsOf(projectIds: number[]) {
      if (projectIds.length === 0) return [];
      return db
        .select({ projectId: projectTags.projectId, id: tags.id, nomTag: tags.nomTag })
        .from(projectTags)
        .innerJoin(tags, eq(tags.id, projectTags.tagId))
        .where(inArray(projectTags.projectId, projectIds))
        .orderBy(asc(tags.nomTag));
    },

    async ownerTags(userId: number) {
      return db
        .select({ id: tags.id, nomTag: tags.nomTag })
        .from(tags)
        .where(eq(tags.utilisateurId, userId))
        .orderBy(asc(tags.nomTag));
    },

    /** The subset of the ids that are tags of this user. */
    async ownedTagIds(userId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.utilisateurId, userId), inArray(tags.id, ids)));
      return rows.map((r) => r.id);
    },

    /** Slugs already taken among `base` and `base-N`. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: projects.slug })
        .from(projects)
        .where(or(eq(projects.slug, base), like(projects.slug, `${escapeLike(base)}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async replaceTags(q: Queryable, projectId: number, tagIds: number[]) {
      await q.delete(projectTags).where(eq(projectTags.projectId, projectId));
      if (tagIds.length > 0) await q.insert(projectTags).values(tagIds.map((tagId) => ({ projectId, tagId })));
    },

    /** An image with what the visibility rule needs. */
    async imageWithOwner(imageId: number) {
      const [row] = await db
        .select({
          id: projectImages.id,
          storageKey: storedFiles.storageKey,
          mime: storedFiles.mime,
          ownerId: projects.utilisateurId,
          visibilite: users.visibilite,
          active: users.active,
        })
        .from(projectImages)
        .innerJoin(storedFiles, eq(storedFiles.id, projectImages.fileId))
        .innerJoin(projects, eq(projects.id, projectImages.projectId))
        .innerJoin(users, eq(users.id, projects.utilisateurId))
        .where(eq(projectImages.id, imageId));
      return row;
    },
  };
}

export type PortfolioQueries = ReturnType<typeof createPortfolioQueries>;
