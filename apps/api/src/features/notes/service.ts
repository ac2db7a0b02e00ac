// Staff notes on an application: rich text cleaned before it is stored, and one attached file (kind NOTEFICHIER).
import type { Readable } from 'node:stream';
import {
  APPLICATION_MESSAGES,
  MESSAGES,
  NOTE_FILE_MAX_BYTES,
  NOTE_MESSAGES,
  type Note as NoteAnswer,
  type NoteInput,
  type NoteUpdate,
} from '@tremplin/shared';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { applications, notes, storedFiles, users } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { likePattern, personNameSql } from '../../lib/sql-text';
import type { Queryable } from '../../lib/tokens';
import type { Actor } from '../../plugins/access-journal';
import type { AuthUser } from '../../plugins/authentication';

const author = alias(users, 'author');
const candidate = alias(users, 'candidate');

/** Accepted attachments, by the type read from the content: PDF, images, office documents. */
const ALLOWED_MIMES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);
/** Old Office formats are all read as a compound file; the name's extension tells which. */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

export function createNotesService(app: FastifyInstance) {
  const db = app.db;

  const selection = {
    id: notes.id,
    candidatureId: notes.candidatureId,
    auteurId: notes.auteurId,
    auteur: personNameSql(author),
    titre: notes.titre,
    contenu: notes.contenu,
    version: notes.version,
    createdAt: notes.createdAt,
    updatedAt: notes.updatedAt,
    fichierId: storedFiles.id,
    fichierNom: storedFiles.originalName,
    fichierMime: storedFiles.mime,
    fichierTaille: storedFiles.size,
    candidature: sql<string>`${applications.poste} || ' — ' || ${applications.entreprise} || ' (' || ${personNameSql(candidate)} || ')'`,
    utilisateurId: candidate.id,
  };
  const base = () =>
    db
      .select(selection)
      .from(notes)
      .innerJoin(applications, eq(applications.id, notes.candidatureId))
      .innerJoin(candidate, eq(candidate.id, applications.utilisateurId))
      .leftJoin(author, eq(author.id, notes.auteurId))
      .leftJoin(storedFiles, eq(storedFiles.id, notes.fichierId));
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const toAnswer = (r: Row): NoteAnswer => ({
    id: r.id,
    candidatureId: r.candidatureId,
    auteurId: r.auteurId,
    auteur: r.auteur,
    titre: r.titre,
    contenu: r.contenu,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    fichier:
      r.fichierId === null
        ? null
        : { id: r.fichierId, nom: r.fichierNom ?? '', mime: r.fichierMime ?? '', taille: Number(r.fichierTaille) },
    candidature: r.candidature,
    utilisateurId: r.utilisateurId,
  });

  async function load(id: number) {
    const [row] = await base().where(eq(notes.id, id));
    if (!row) throw notFound(NOTE_MESSAGES.notFound);
    return row;
  }

  const searchOn = (search?: string): SQL | undefined => {
    const term = search?.trim();
    if (!term) return undefined;
    const like = likePattern(term);
    return or(
      sql`unaccent(${notes.titre}) ilike unaccent(${like})`,
      sql`unaccent(${notes.contenu}) ilike unaccent(${like})`,
    );
  };

  async function page(where: SQL | undefined, p: number, size: number) {
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(desc(notes.createdAt), desc(notes.id))
        .limit(size)
        .offset(p * size),
      db.select({ nb: count() }).from(notes).where(where),
    ]);
    return { items: rows.map(toAnswer), totalElements: total?.nb ?? 0 };
  }

  /** Detaches and deletes the file row of a note; answers its storage key so the bytes go once the change is kept. */
  async function dropFileRow(tx: Pick<typeof db, 'select' | 'update' | 'delete'>, noteId: number, fileId: number) {
    await tx.update(notes).set({ fichierId: null }).where(eq(notes.id, noteId));
    const [gone] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, fileId))
      .returning({ key: storedFiles.storageKey });
    return gone?.key ?? null;
  }

  /** The person a note is about, through its application (null once she is erased). */
  const candidateOfNote = async (q: Queryable, id: number) => {
    const [found] = await q
      .select({ person: applications.utilisateurId })
      .from(notes)
      .innerJoin(applications, eq(applications.id, notes.candidatureId))
      .where(eq(notes.id, id));
    return found?.person ?? null;
  };

  return {
    get: async (id: number) => toAnswer(await load(id)),

    all: (p: number, size: number, search?: string) => page(searchOn(search), p, size),

    forApplication: (candidatureId: number, p: number, size: number, search?: string) =>
      page(and(eq(notes.candidatureId, candidatureId), searchOn(search)), p, size),

    async create(user: Actor, candidatureId: number, input: NoteInput) {
      const [application] = await db
        .select({ id: applications.id, utilisateurId: applications.utilisateurId })
        .from(applications)
        .where(eq(applications.id, candidatureId));
      // An erased candidate's application is kept for the totals only: nothing more is written about them.
      if (!application || application.utilisateurId === null) throw notFound(APPLICATION_MESSAGES.notFound);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(notes)
          .values({ candidatureId, auteurId: user.id, titre: input.titre, contenu: sanitizeRichText(input.contenu) })
          .returning({ id: notes.id });
        await app.recordChange(tx, user, 'NOTE_AJOUTEE', application.utilisateurId);
        return created;
      });
      return toAnswer(await load(row!.id));
    },

    async update(actor: Actor, input: NoteUpdate) {
      await load(input.id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(notes)
          .set({ titre: input.titre, contenu: sanitizeRichText(input.contenu), version: sql`${notes.version} + 1` })
          .where(and(eq(notes.id, input.id), eq(notes.version, input.version)))
          .returning({ id: notes.id });
        if (updated) await app.recordChange(tx, actor, 'NOTE_MODIFIEE', await candidateOfNote(tx, input.id));
        return updated;
      });
      if (!row) throw conflict();
      return toAnswer(await load(input.id));
    },

    async remove(actor: Actor, id: number) {
      const row = await load(id);
      const key = await db.transaction(async (tx) => {
        await app.recordChange(tx, actor, 'NOTE_SUPPRIMEE', await candidateOfNote(tx, id));
        const dropped = row.fichierId === null ? null : await dropFileRow(tx, id, row.fichierId);
        await tx.delete(notes).where(eq(notes.id, id));
        return dropped;
      });
      if (key) await app.storage.remove(key);
    },

    /** Stores the file (type read from its bytes), then points the note at it; a previous attachment is deleted. */
    async attach(user: AuthUser, id: number, file: UploadedFile | undefined) {
      const row = await load(id);
      if (!file || file.content.length === 0) throw badRequest(NOTE_MESSAGES.fileRequired);
      if (file.content.length > NOTE_FILE_MAX_BYTES)
        throw new HttpError(413, `${MESSAGES.uploadFailed} Taille maximale : 10 Mo.`);
      const detected = await fileTypeFromBuffer(file.content);
      let mime = detected?.mime as string | undefined;
      let ext = detected?.ext as string | undefined;
      if (mime === 'application/x-cfb') {
        const fromName = file.filename.split('.').pop()?.toLowerCase() ?? '';
        mime = LEGACY_OFFICE[fromName];
        ext = mime ? fromName : undefined;
      }
      if (!mime || !ext || !(ALLOWED_MIMES.has(mime) || Object.values(LEGACY_OFFICE).includes(mime)))
        throw new HttpError(415, NOTE_MESSAGES.fileType);
      const key = app.storage.newKey('NOTEFICHIER', user.id, ext);
      const size = await app.storage.put(key, file.content, NOTE_FILE_MAX_BYTES);
      let replaced: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const [stored] = await tx
            .insert(storedFiles)
            .values({
              kind: 'NOTEFICHIER',
              ownerId: user.id,
              originalName: file.filename.slice(0, 255) || `note-${id}.${ext}`,
              storageKey: key,
              mime,
              size,
            })
            .returning({ id: storedFiles.id });
          if (row.fichierId !== null) replaced = await dropFileRow(tx, id, row.fichierId);
          await tx.update(notes).set({ fichierId: stored!.id }).where(eq(notes.id, id));
        });
      } catch (err) {
        await app.storage.remove(key);
        throw err;
      }
      if (replaced) await app.storage.remove(replaced);
      return toAnswer(await load(id));
    },

    async download(id: number): Promise<{ name: string; mime: string; size: number; stream: Readable }> {
      const row = await load(id);
      if (row.fichierId === null) throw notFound(NOTE_MESSAGES.noAttachment);
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.fichierId));
      if (!file) throw notFound(NOTE_MESSAGES.noAttachment);
      return { name: file.originalName, mime: file.mime, size: file.size, stream: app.storage.read(file.storageKey) };
    },

    async detach(id: number) {
      const row = await load(id);
      if (row.fichierId === null) throw notFound(NOTE_MESSAGES.noAttachment);
      const fileId = row.fichierId;
      const key = await db.transaction((tx) => dropFileRow(tx, id, fileId));
      if (key) await app.storage.remove(key);
      return toAnswer(await load(id));
    },
  };
}
