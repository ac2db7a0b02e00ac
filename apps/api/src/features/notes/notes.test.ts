import { NOTE_MESSAGES, type Note } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { multipartFile } from '../../../test/helpers/multipart';
import { createTestApp } from '../../../test/helpers/test-app';
import { applications, storedFiles } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function account(role: Parameters<typeof createUser>[1]['role']) {
  const user = await createUser(t.db, { role });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const multipart = (filename: string, content: Buffer, type = 'application/pdf') =>
  multipartFile(filename, content, type);

async function application(ownerId: number) {
  const [row] = await t.db
    .insert(applications)
    .values({ utilisateurId: ownerId, entreprise: 'Librairie', poste: 'Libraire', date: '2026-04-01' })
    .returning();
  return row!;
}

describe('notes', () => {
  it('cleans the rich text, pages, edits with the version, and deletes', async () => {
    const cef = await account('CEF');
    const candidate = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const app = await application(candidate.id);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/notes/${app.id}`,
      headers: bearer(cef.token),
      payload: {
        titre: 'Premier rendez-vous',
        contenu: '<p>Motivé<script>alert(1)</script> <a href="javascript:x">lien</a></p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json() as Note;
    expect(note.contenu).not.toContain('script');
    expect(note.contenu).not.toContain('javascript');
    expect(note).toMatchObject({ auteurId: cef.id, candidatureId: app.id, fichier: null, version: 0 });

    const list = await t.app.inject({ url: `/api/notes/candidat/${app.id}/0/10`, headers: bearer(cef.token) });
    expect(list.json()).toMatchObject({ totalElements: 1, items: [{ id: note.id }] });
    const searched = await t.app.inject({ url: '/api/notes/0/10/rendez', headers: bearer(cef.token) });
    expect((searched.json() as { items: Note[] }).items.map((n) => n.id)).toContain(note.id);

    const put = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notes',
        headers: bearer(cef.token),
        payload: { id: note.id, version, titre: 'Rendez-vous', contenu: '<p>Ok</p>' },
      });
    expect((await put(0)).json()).toMatchObject({ version: 1, titre: 'Rendez-vous' });
    expect((await put(0)).statusCode).toBe(409);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/notes/${note.id}`, headers: bearer(cef.token) });
    expect(removed.statusCode).toBe(204);
  });

  it('attaches a PDF that only staff can download, refuses other types, and deletes it', async () => {
    const assistant = await account('ASSISTANT');
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const app = await application(candidate.id);
    const note = (await t.app
      .inject({
        method: 'POST',
        url: `/api/notes/${app.id}`,
        headers: bearer(assistant.token),
        payload: { titre: 'Bilan', contenu: '' },
      })
      .then((r) => r.json())) as Note;

    const wrong = multipart('script.pdf', Buffer.from('#!/bin/sh\necho pirate\n'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/notes/${note.id}/fichier`,
      headers: { ...bearer(assistant.token), ...wrong.headers },
      payload: wrong.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ message: NOTE_MESSAGES.fileType });

    const pdf = multipart('bilan été.pdf', PDF);
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/notes/${note.id}/fichier`,
      headers: { ...bearer(assistant.token), ...pdf.headers },
      payload: pdf.payload,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const withFile = attached.json() as Note;
    expect(withFile.fichier).toMatchObject({ nom: 'bilan été.pdf', mime: 'application/pdf', taille: PDF.length });
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, withFile.fichier!.id));
    expect(stored?.kind).toBe('NOTEFICHIER');

    const download = await t.app.inject({ url: `/api/notes/${note.id}/fichier`, headers: bearer(assistant.token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''bilan%20%C3%A9t%C3%A9.pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Not even the candidate the application belongs to may read notes or download their file.
    const byCandidate = await Promise.all([
      t.app.inject({ url: `/api/notes/${note.id}/fichier`, headers: bearer(candidate.token) }),
      t.app.inject({ url: `/api/notes/${note.id}`, headers: bearer(candidate.token) }),
      t.app.inject({ url: `/api/notes/candidat/${app.id}/0/10`, headers: bearer(candidate.token) }),
      t.app.inject({
        method: 'PUT',
        url: '/api/notes',
        headers: bearer(candidate.token),
        payload: { id: note.id, version: 0, titre: 'X', contenu: '' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/notes/${note.id}`, headers: bearer(candidate.token) }),
      t.app.inject({ method: 'DELETE', url: `/api/notes/${note.id}/fichier`, headers: bearer(candidate.token) }),
    ]);
    for (const response of byCandidate) expect(response.statusCode).toBe(403);

    const detached = await t.app.inject({
      method: 'DELETE',
      url: `/api/notes/${note.id}/fichier`,
      headers: bearer(assistant.token),
    });
    expect(detached.json()).toMatchObject({ fichier: null });
    expect(await t.app.storage.size(stored!.storageKey)).toBeNull();
    const gone = await t.app.inject({ url: `/api/notes/${note.id}/fichier`, headers: bearer(assistant.token) });
    expect(gone.statusCode).toBe(404);
  });
});
