// The export (GDPR art. 15 and 20): one ZIP streamed as it is built, holding donnees.json, every uploaded file
// under its original name, and the files attached to staff notes about the person under notes/. Long lists
// (messages) are read page by page and files one at a time: memory stays flat.
import { Readable } from 'node:stream';
import { FORMER_MEMBER_LABEL, publicUserSchema } from '@tremplin/shared';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import {
  applicationComments,
  applicationContacts,
  applications,
  favourites,
  interviews,
  invitations,
  jobDatings,
  messages,
  notes,
  projects,
  retentionExtensions,
  storedFiles,
  tags,
  users,
} from '../../db/schema';
import { consentHistory, signInHistory } from './records';

const MESSAGE_PAGE = 500;

/** A file name safe in any archive tool, and unique within the archive. */
function uniqueName(taken: Set<string>, original: string) {
  const clean =
    [...original]
      .map((c) => (c.charCodeAt(0) < 32 || '/\\:*?"<>|'.includes(c) ? '_' : c))
      .join('')
      .trim() || 'fichier';
  const dot = clean.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  let name = clean;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

async function collect(app: FastifyInstance, userId: number) {
  const db = app.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const apps = await db.select().from(applications).where(eq(applications.utilisateurId, userId));
  const appIds = apps.map((a) => a.id);
  const [contacts, comments, staffNotes] = appIds.length
    ? await Promise.all([
        db.select().from(applicationContacts).where(inArray(applicationContacts.candidatureId, appIds)),
        db.select().from(applicationComments).where(inArray(applicationComments.candidatureId, appIds)),
        db.select().from(notes).where(inArray(notes.candidatureId, appIds)),
      ])
    : [[], [], []];
  const files = await db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId)).orderBy(asc(storedFiles.id));
  const taken = new Set<string>(['donnees.json']);
  const named = files.map((f) => ({ ...f, archiveName: `fichiers/${uniqueName(taken, f.originalName)}` }));
  // Files attached to staff notes were uploaded by staff, yet they are about the person: they go in notes/.
  const noteFileIds = staffNotes.flatMap((n) => (n.fichierId === null ? [] : [n.fichierId]));
  const noteFiles = noteFileIds.length
    ? await db.select().from(storedFiles).where(inArray(storedFiles.id, noteFileIds)).orderBy(asc(storedFiles.id))
    : [];
  const noteTaken = new Set<string>();
  const namedNoteFiles = noteFiles.map((f) => ({
    ...f,
    archiveName: `notes/${uniqueName(noteTaken, f.originalName)}`,
  }));
  const noteFileName = new Map(namedNoteFiles.map((f) => [f.id, f.archiveName]));
  const data = {
    exportLe: app.clock.now().toISOString(),
    profil: { ...publicUserSchema.parse(user), consentementVivier: user.talentPoolConsent },
    competences: await db.select().from(tags).where(eq(tags.utilisateurId, userId)),
    projets: await db.select().from(projects).where(eq(projects.utilisateurId, userId)),
    candidatures: apps.map((a) => ({
      ...a,
      contacts: contacts.filter((c) => c.candidatureId === a.id),
      commentaires: comments.filter((c) => c.candidatureId === a.id),
      // Notes written by staff about the person: the right of access covers them.
      notesDuPersonnel: staffNotes
        .filter((n) => n.candidatureId === a.id)
        .map((n) => ({
          ...n,
          fichierDansArchive: n.fichierId === null ? null : (noteFileName.get(n.fichierId) ?? null),
        })),
    })),
    entretiens: await db.select().from(interviews).where(eq(interviews.utilisateurId, userId)),
    invitations: await db
      .select({ invitation: invitations, jobDating: jobDatings })
      .from(invitations)
      .leftJoin(jobDatings, eq(jobDatings.id, invitations.jobDatingId))
      .where(eq(invitations.candidatId, userId)),
    favoris: await db.select().from(favourites).where(eq(favourites.recruteurId, userId)),
    consentements: await consentHistory(db, userId),
    connexions: await signInHistory(db, userId),
    /** Who from the organisation consulted or changed her data (the access journal, 12 months). */
    journalAcces: await app.accessJournal.forExport(userId),
    prolongationsDeConservation: await db
      .select({ motif: retentionExtensions.reason, date: retentionExtensions.createdAt })
      .from(retentionExtensions)
      .where(eq(retentionExtensions.userId, userId)),
    fichiers: named.map((f) => ({ nom: f.originalName, type: f.kind, taille: f.size, dansArchive: f.archiveName })),
  };
  return { data, files: [...named, ...namedNoteFiles] };
}

/**
 * The messages the person sent or received as JSON array items, a page of them per piece: the archive deflates what
 * it is given piece by piece, and one small piece per message would cost a round trip to zlib's threads each.
 */
async function* messagePages(app: FastifyInstance, userId: number) {
  let after = 0;
  const mine = or(eq(messages.expediteurId, userId), eq(messages.destinataireId, userId));
  for (;;) {
    const page = await app.db
      .select()
      .from(messages)
      .where(and(mine, gt(messages.id, after)))
      .orderBy(asc(messages.id))
      .limit(MESSAGE_PAGE);
    if (page.length > 0) {
      yield page.map((m) =>
        JSON.stringify({
          id: m.id,
          sens: m.expediteurId === userId ? 'envoyé' : 'reçu',
          expediteurId: m.expediteurId,
          destinataireId: m.destinataireId,
          autre: (m.expediteurId === userId ? m.destinataireId : m.expediteurId) === null ? FORMER_MEMBER_LABEL : null,
          sujet: m.sujet,
          contenu: m.contenu,
          dateHeure: m.dateHeure,
          estLu: m.estLu,
        }),
      );
    }
    if (page.length < MESSAGE_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

async function* jsonDocument(app: FastifyInstance, userId: number, data: Record<string, unknown>) {
  const head = JSON.stringify(data, null, 2);
  yield `${head.slice(0, -2)},\n  "messages": [`;
  let first = true;
  for await (const items of messagePages(app, userId)) {
    yield `${first ? '\n    ' : ',\n    '}${items.join(',\n    ')}`;
    first = false;
  }
  yield '\n  ]\n}\n';
}

/** The archive as a stream, or null when the account does not exist. */
export async function exportArchive(app: FastifyInstance, userId: number): Promise<Readable | null> {
  const collected = await collect(app, userId);
  if (!collected) return null;
  const zip = new ZipFile();
  zip.addReadStreamLazy('donnees.json', {}, (done) =>
    done(null, Readable.from(jsonDocument(app, userId, collected.data))),
  );
  for (const file of collected.files) {
    // Opened only when the archive reaches it.
    zip.addReadStreamLazy(file.archiveName, { mtime: file.createdAt }, (done) =>
      done(null, app.storage.read(file.storageKey)),
    );
  }
  zip.end();
  return zip.outputStream as Readable;
}
