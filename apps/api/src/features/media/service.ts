// Profile files: kind and owner checks, content sniffing, avatar re-encoding, atomic storage and access to reading.
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  ACCESS_MESSAGES,
  AVATAR_MAX_SIDE,
  MEDIA_MESSAGES,
  MESSAGES,
  PROFILE_FILE_KINDS,
  PROFILE_FILE_RULES,
  type ProfileDocument,
  type ProfileDocuments,
  type ProfileFileKind,
  type PublicUser,
  publicUserSchema,
} from '@tremplin/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeStream } from 'file-type/node';
import sharp from 'sharp';
import { storedFiles, users } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors';
import { canSeeProfile } from '../../lib/profile-visibility';
import type { Actor } from '../../plugins/access-journal';
import type { AuthUser } from '../../plugins/authentication';
import { FileTooLargeError } from '../../plugins/storage';
import { assertMayChangeFilesOf, mayReadDocumentsOf } from './policies';
import { attachFile, deleteFileRow, detachFile, findOwnedFile, findProfileFileByName } from './queries';

/** SPEC §8: an unknown kind, and the kinds other features store, get 'Une erreur est survenue !'. */
export function profileKind(type: string): ProfileFileKind {
  const kind = type.toUpperCase();
  if (!(PROFILE_FILE_KINDS as readonly string[]).includes(kind)) throw badRequest(MESSAGES.unknownFileKind);
  return kind as ProfileFileKind;
}

const uploadFailed = (reason?: string, status = 400) =>
  new HttpError(status, reason ? `${MESSAGES.uploadFailed} ${reason}` : MESSAGES.uploadFailed);

/**
 * The stream as it was, or null when it holds nothing: file-type's stream waits for ever on an empty one, which
 * would hold the request open.
 */
async function nonEmpty(stream: Readable): Promise<Readable | null> {
  const iterator = stream[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return null;
  return Readable.from(
    (async function* () {
      yield first.value as Buffer;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value as Buffer;
      }
    })(),
  );
}

async function toBuffer(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new FileTooLargeError(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createMediaService(app: FastifyInstance) {
  const db = app.db;
  const storage = app.storage;

  return {
    /**
     * Stores one uploaded file: the type is read from the content, the size bounded, an avatar re-encoded to WebP.
     * A refused, too large or cut-off upload leaves neither a file nor a row; a replaced file is deleted.
     */
    async upload(
      ownerId: number,
      type: string,
      actor: AuthUser,
      readFile: (maxBytes: number) => Promise<MultipartFile | undefined>,
    ): Promise<PublicUser> {
      // Unknown kinds, foreign owners and missing users are refused before the body is read.
      const kind = profileKind(type);
      assertMayChangeFilesOf(actor, ownerId);
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
      if (!owner) throw notFound(MEDIA_MESSAGES.fileNotFound);
      const rule = PROFILE_FILE_RULES[kind];
      let file: MultipartFile | undefined;
      try {
        file = await readFile(rule.maxBytes);
      } catch {
        throw uploadFailed();
      }
      if (!file) throw uploadFailed(MEDIA_MESSAGES.noFile);

      let key: string;
      let mime: string;
      let size: number;
      try {
        const content = await nonEmpty(file.file);
        if (!content) throw uploadFailed(MEDIA_MESSAGES.empty, 400);
        const typed = await fileTypeStream(content, { sampleSize: 4100 });
        const detected = typed.fileType?.mime;
        if (!detected || !rule.mimes.includes(detected)) {
          typed.resume();
          throw uploadFailed(MEDIA_MESSAGES.wrongType(kind), 415);
        }
        if (kind === 'AVATAR') {
          const original = await toBuffer(typed, rule.maxBytes);
          if (file.file.truncated) throw new FileTooLargeError(rule.maxBytes);
          // rotate() applies the EXIF orientation; the WebP output carries no metadata (EXIF, GPS...).
          const webp = await sharp(original, { limitInputPixels: 50_000_000 })
            .rotate()
            .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer();
          key = storage.newKey(kind, ownerId, 'webp');
          mime = 'image/webp';
          size = await storage.put(key, webp);
        } else {
          key = storage.newKey(kind, ownerId, typed.fileType?.ext ?? 'bin');
          mime = detected;
          size = await storage.put(key, typed, rule.maxBytes);
          if (file.file.truncated) {
            await storage.remove(key);
            throw new FileTooLargeError(rule.maxBytes);
          }
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if (err instanceof FileTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw uploadFailed(MEDIA_MESSAGES.tooLarge(kind), 413);
        }
        // A stream cut off mid-way, an image sharp cannot decode...
        app.log.warn({ err }, 'dépôt d’un fichier de profil en échec');
        throw uploadFailed();
      }

      let result: { user: typeof users.$inferSelect | undefined; replaced: string | null };
      try {
        result = await db.transaction(async (tx) => {
          await tx.insert(storedFiles).values({
            kind,
            ownerId,
            originalName: file.filename.slice(0, 255) || kind.toLowerCase(),
            storageKey: key,
            mime,
            size,
          });
          const attached = await attachFile(tx, ownerId, kind, key);
          if (attached.replaced) await deleteFileRow(tx, attached.replaced);
          return attached;
        });
      } catch (err) {
        await storage.remove(key);
        app.log.error({ err }, 'fichier de profil non enregistré en base');
        throw uploadFailed();
      }
      if (result.replaced) await storage.remove(result.replaced);
      return publicUserSchema.parse(result.user);
    },

    async remove(ownerId: number, filename: string, type: string, actor: Actor): Promise<PublicUser> {
      const kind = profileKind(type);
      assertMayChangeFilesOf(actor, ownerId);
      const user = await db.transaction(async (tx) => {
        const file = await findOwnedFile(tx, ownerId, kind, filename);
        if (!file) throw notFound(MESSAGES.deleteFileFailed);
        await deleteFileRow(tx, file.storageKey);
        const row = await detachFile(tx, ownerId, kind, file.storageKey);
        await app.recordChange(tx, actor, 'FICHIER_SUPPRIME', ownerId);
        return { row, key: file.storageKey };
      });
      await storage.remove(user.key);
      return publicUserSchema.parse(user.row);
    },

    /**
     * Who may read a file: a CV or a certification its owner, staff and recruiters (when the profile is visible);
     * an avatar or a video whoever may see the profile, anonymous visitors included.
     */
    /** Name, size and date of a profile's CV and certifications, for those who may download them. */
    async documents(ownerId: number, viewer: AuthUser): Promise<ProfileDocuments> {
      const [owner] = await db
        .select({
          id: users.id,
          visibilite: users.visibilite,
          active: users.active,
          cheminCv: users.cheminCv,
          cheminCertif: users.cheminCertif,
        })
        .from(users)
        .where(eq(users.id, ownerId));
      if (!owner || !canSeeProfile(viewer, owner)) throw notFound(MESSAGES.notFound);
      if (!mayReadDocumentsOf(viewer, owner.id)) throw forbidden(MEDIA_MESSAGES.documentsForbidden);
      const keys = [owner.cheminCv, ...owner.cheminCertif].filter((k): k is string => Boolean(k));
      const rows = keys.length
        ? await db
            .select()
            .from(storedFiles)
            .where(and(eq(storedFiles.ownerId, owner.id), inArray(storedFiles.storageKey, keys)))
        : [];
      const describe = (key: string | null): ProfileDocument | null => {
        const row = key ? rows.find((r) => r.storageKey === key) : undefined;
        return row
          ? { chemin: row.storageKey, nom: row.originalName, taille: row.size, date: row.createdAt.toISOString() }
          : null;
      };
      return {
        cv: describe(owner.cheminCv),
        certifications: owner.cheminCertif.map(describe).filter((d): d is ProfileDocument => d !== null),
      };
    },

    async open(filename: string, viewer: AuthUser | null) {
      const file = await findProfileFileByName(db, filename);
      if (!file) throw notFound(MEDIA_MESSAGES.fileNotFound);
      const [owner] = await db
        .select({ id: users.id, visibilite: users.visibilite, active: users.active })
        .from(users)
        .where(eq(users.id, file.ownerId));
      if (!owner || !canSeeProfile(viewer, owner)) throw notFound(MEDIA_MESSAGES.fileNotFound);
      if (file.kind === 'CV' || file.kind === 'CERTIFICATION') {
        if (!viewer) throw unauthorized(ACCESS_MESSAGES.signInRequired);
        if (!mayReadDocumentsOf(viewer, owner.id)) throw forbidden(ACCESS_MESSAGES.roleForbidden);
      }
      const size = await storage.size(file.storageKey);
      if (size === null) throw notFound(MEDIA_MESSAGES.fileNotFound);
      return { file, size, read: () => storage.read(file.storageKey) };
    },

    /**
     * A short-lived link to the bucket for a file already allowed by open(), or null to stream it through the API.
     * Only downloads (CVs, certifications) get one: avatars and videos are shown in the page, whose content policy
     * allows its own address alone.
     */
    async link(file: { kind: string; storageKey: string; mime: string }, disposition: string) {
      const seconds = app.config.storage.linkSeconds;
      if (!storage.link || seconds === 0 || (file.kind !== 'CV' && file.kind !== 'CERTIFICATION')) return null;
      return storage.link(file.storageKey, { seconds, contentType: file.mime, contentDisposition: disposition });
    },
  };
}
