// The portfolio's rules: who sees a project and who changes it (policies.ts), unique slugs, optimistic locking, and
// images whose files live and die with their rows.
import {
  PORTFOLIO_MESSAGES,
  PROJECT_IMAGE_LIMITS,
  type Project,
  type ProjectCreate,
  type ProjectImagesOrder,
  type ProjectPage,
  type ProjectUpdate,
  projectCreateSchema,
  projectUpdateSchema,
  type Role,
  slugifyTitle,
} from '@tremplin/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectImages, projects, storedFiles } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { createImageSigner, type EncodedImage, imageUrls, thumbnailKey } from './images';
import { mayChangeProject, maySeePortfolio } from './policies';
import { createPortfolioQueries, type ImageRow, type OwnerRow, type ProjectRow } from './queries';

export interface Viewer {
  id: number;
  role: Role;
}

export function createPortfolioService(app: FastifyInstance) {
  const db = app.db;
  const queries = createPortfolioQueries(db);
  const signer = createImageSigner(`${app.config.jwtSecret}:project-images`);

  async function present(rows: ProjectRow[], owner: OwnerRow): Promise<Project[]> {
    const ids = rows.map((r) => r.id);
    const [images, tagRows] = await Promise.all([queries.imagesOf(ids), queries.tagsOf(ids)]);
    return rows.map((row) => {
      const own = images.filter((i) => i.projectId === row.id);
      const projectTags = tagRows.filter((t) => t.projectId === row.id).map(({ id, nomTag }) => ({ id, nomTag }));
      return {
        id: row.id,
        titre: row.titre,
        description: row.description,
        lien: row.lien,
        codeSource: row.codeSource,
        outilsTravails: row.outilsTravails,
        slug: row.slug,
        version: row.version,
        date: row.date,
        utilisateurId: row.utilisateurId,
        tagsId: projectTags.map((t) => t.id),
        tags: projectTags,
        files: own.map((i) => i.originalName),
        images: own.map((i) => ({
          id: i.id,
          nom: i.originalName,
          position: i.position,
          couverture: i.cover,
          ...imageUrls(signer, i.id),
        })),
        auteur: { prenom: owner.prenom, nom: owner.nom },
      };
    });
  }

  async function visibleOwner(viewer: Viewer | null, userId: number): Promise<OwnerRow> {
    const owner = await queries.owner(userId);
    if (!owner || !maySeePortfolio(viewer, owner)) throw notFound();
    return owner;
  }

  async function one(viewer: Viewer | null, row: ProjectRow | undefined): Promise<Project> {
    if (!row) throw notFound(PORTFOLIO_MESSAGES.projectNotFound);
    const owner = await queries.owner(row.utilisateurId);
    if (!owner || !maySeePortfolio(viewer, owner)) throw notFound(PORTFOLIO_MESSAGES.projectNotFound);
    const [project] = await present([row], owner);
    return project!;
  }

  /** The project as its changer may touch it: it exists and the viewer owns it or is staff. */
  async function changeable(viewer: Viewer, projectId: number): Promise<ProjectRow> {
    const row = await queries.byId(projectId);
    if (!row) throw notFound(PORTFOLIO_MESSAGES.projectNotFound);
    if (!mayChangeProject(viewer, row)) throw forbidden();
    return row;
  }

  async function checkTags(userId: number, tagIds: number[]): Promise<number[]> {
    const wanted = [...new Set(tagIds)];
    const owned = await queries.ownedTagIds(userId, wanted);
    if (owned.length !== wanted.length) throw badRequest(PORTFOLIO_MESSAGES.unknownTag);
    return wanted;
  }

  async function freeSlug(titre: string): Promise<string> {
    const base = slugifyTitle(titre) || 'projet';
    const taken = await queries.slugsLike(base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** Removes stored bytes (image and thumbnail); a file already gone is not an error. */
  async function removeFiles(keys: string[]) {
    await Promise.all(keys.flatMap((key) => [app.storage.remove(key), app.storage.remove(thumbnailKey(key))]));
  }

  return {
    async page(viewer: Viewer, userId: number, page: number, size: number, search?: string): Promise<ProjectPage> {
      const owner = await visibleOwner(viewer, userId);
      const [rows, totalElements] = await Promise.all([
        queries.page(userId, page, size, search),
        queries.count(userId, search),
      ]);
      return { items: await present(rows, owner), totalElements };
    },

    async count(viewer: Viewer, userId: number, search?: string) {
      await visibleOwner(viewer, userId);
      return { nb: await queries.count(userId, search) };
    },

    async all(viewer: Viewer, userId: number): Promise<ProjectPage> {
      const owner = await visibleOwner(viewer, userId);
      const items = await present(await queries.all(userId), owner);
      return { items, totalElements: items.length };
    },

    bySlug: async (viewer: Viewer | null, slug: string) => one(viewer, await queries.bySlug(slug)),
    byId: async (viewer: Viewer | null, id: number) => one(viewer, await queries.byId(id)),

    async ownerTags(userId: number) {
      return queries.ownerTags(userId);
    },

    async create(userId: number, input: ProjectCreate): Promise<Project> {
      const fields = projectCreateSchema.parse(input);
      const owner = await queries.owner(userId);
      if (!owner) throw notFound();
      const tagIds = await checkTags(userId, fields.tagsId);
      // Two people taking the same slug at once: the unique index refuses the second, which tries the next one.
      for (let attempt = 0; ; attempt++) {
        const slug = await freeSlug(fields.titre);
        try {
          const id = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(projects)
              .values({
                utilisateurId: userId,
                titre: fields.titre,
                description: fields.description,
                lien: fields.lien,
                codeSource: fields.codeSource,
                outilsTravails: fields.outilsTravails,
                date: fields.date,
                slug,
              })
              .returning({ id: projects.id });
            await queries.replaceTags(tx, row!.id, tagIds);
            return row!.id;
          });
          const [project] = await present([(await queries.byId(id))!], owner);
          return project!;
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 4) throw err;
        }
      }
    },

    async update(userId: number, input: ProjectUpdate): Promise<Project> {
      const fields = projectUpdateSchema.parse(input);
      const owner = await queries.owner(userId);
      if (!owner) throw notFound();
      const tagIds = await checkTags(userId, fields.tagsId);
      // The slug stays as it was: addresses already shared keep working after a title change.
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(projects)
          .set({
            titre: fields.titre,
            description: fields.description,
            lien: fields.lien,
            codeSource: fields.codeSource,
            outilsTravails: fields.outilsTravails,
            date: fields.date,
            version: sql`${projects.version} + 1`,
          })
          .where(
            and(eq(projects.id, fields.id), eq(projects.utilisateurId, userId), eq(projects.version, fields.version)),
          )
          .returning();
        if (row) await queries.replaceTags(tx, row.id, tagIds);
        return row;
      });
      if (!updated) {
        const existing = await queries.byId(fields.id);
        if (!existing || existing.utilisateurId !== userId) throw notFound(PORTFOLIO_MESSAGES.projectNotFound);
        throw conflict();
      }
      const [project] = await present([updated], owner);
      return project!;
    },

    async remove(viewer: Viewer, projectId: number): Promise<void> {
      await changeable(viewer, projectId);
      const keys = await db.transaction(async (tx) => {
        const images = await queries.imagesOf([projectId], tx);
        if (images.length > 0) {
          await tx.delete(storedFiles).where(
            inArray(
              storedFiles.id,
              images.map((i) => i.fileId),
            ),
          );
        }
        await tx.delete(projects).where(eq(projects.id, projectId));
        return images.map((i) => i.storageKey);
      });
      await removeFiles(keys);
    },

    async addImages(viewer: Viewer, projectId: number, encoded: EncodedImage[]): Promise<Project> {
      const row = await changeable(viewer, projectId);
      if (encoded.length === 0) throw badRequest(PORTFOLIO_MESSAGES.noFile);
      const existing = await queries.imagesOf([projectId]);
      if (existing.length + encoded.length > PROJECT_IMAGE_LIMITS.maxImagesPerProject) {
        throw badRequest(PORTFOLIO_MESSAGES.tooManyImages);
      }
      const written: string[] = [];
      try {
        const stored: { key: string; originalName: string; size: number }[] = [];
        for (const file of encoded) {
          const key = app.storage.newKey('IMAGEPROJET', row.utilisateurId, 'webp');
          written.push(key);
          const size = await app.storage.put(key, file.image);
          await app.storage.put(thumbnailKey(key), file.thumbnail);
          stored.push({ key, originalName: file.originalName, size });
        }
        const start = existing.reduce((max, i) => Math.max(max, i.position + 1), 0);
        const hasCover = existing.some((i) => i.cover);
        await db.transaction(async (tx) => {
          const files = await tx
            .insert(storedFiles)
            .values(
              stored.map((s) => ({
                kind: 'IMAGEPROJET' as const,
                ownerId: row.utilisateurId,
                originalName: s.originalName,
                storageKey: s.key,
                mime: 'image/webp',
                size: s.size,
              })),
            )
            .returning({ id: storedFiles.id });
          await tx.insert(projectImages).values(
            files.map((f, n) => ({
              projectId,
              fileId: f.id,
              position: start + n,
              cover: !hasCover && n === 0,
            })),
          );
        });
      } catch (err) {
        await removeFiles(written);
        throw err;
      }
      return this.byId(viewer, projectId);
    },

    async reorderImages(viewer: Viewer, projectId: number, order: ProjectImagesOrder): Promise<Project> {
      await changeable(viewer, projectId);
      await db.transaction(async (tx) => {
        const images: ImageRow[] = await queries.imagesOf([projectId], tx);
        const current = new Set(images.map((i) => i.id));
        const wanted = order.ordre;
        // The order must name exactly the images there are now: otherwise someone changed them meanwhile.
        if (
          wanted.length !== current.size ||
          new Set(wanted).size !== wanted.length ||
          wanted.some((id) => !current.has(id))
        ) {
          throw conflict(PORTFOLIO_MESSAGES.orderMismatch);
        }
        const cover = order.couverture ?? wanted[0]!;
        if (!current.has(cover)) throw conflict(PORTFOLIO_MESSAGES.orderMismatch);
        // Clear the cover first: the partial unique index allows only one at a time.
        await tx.update(projectImages).set({ cover: false }).where(eq(projectImages.projectId, projectId));
        for (const [position, id] of wanted.entries()) {
          await tx
            .update(projectImages)
            .set({ position, cover: id === cover })
            .where(and(eq(projectImages.id, id), eq(projectImages.projectId, projectId)));
        }
      });
      return this.byId(viewer, projectId);
    },

    async removeImage(viewer: Viewer, projectId: number, imageId: number): Promise<Project> {
      await changeable(viewer, projectId);
      const key = await db.transaction(async (tx) => {
        const images = await queries.imagesOf([projectId], tx);
        const image = images.find((i) => i.id === imageId);
        if (!image) throw notFound(PORTFOLIO_MESSAGES.imageNotFound);
        await tx.delete(storedFiles).where(eq(storedFiles.id, image.fileId));
        // The cover goes to the first image left.
        const next = images.find((i) => i.id !== imageId);
        if (image.cover && next) {
          await tx.update(projectImages).set({ cover: true }).where(eq(projectImages.id, next.id));
        }
        return image.storageKey;
      });
      await removeFiles([key]);
      return this.byId(viewer, projectId);
    },

    /** The bytes of an image or its thumbnail, when the viewer may see them. */
    async imageFile(imageId: number, variant: 'image' | 'miniature', proof: { exp?: number; sig?: string }) {
      const image = await queries.imageWithOwner(imageId);
      if (!image) throw notFound(PORTFOLIO_MESSAGES.imageNotFound);
      const visible = image.visibilite === 'VISIBLE' && image.active;
      if (!visible && !signer.verify(imageId, proof.exp, proof.sig)) throw notFound(PORTFOLIO_MESSAGES.imageNotFound);
      let key = image.storageKey;
      if (variant === 'miniature' && (await app.storage.size(thumbnailKey(key))) !== null) key = thumbnailKey(key);
      else if ((await app.storage.size(key)) === null) throw notFound(PORTFOLIO_MESSAGES.imageNotFound);
      return { stream: app.storage.read(key), mime: key.endsWith('.webp') ? 'image/webp' : image.mime, visible };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
