import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PERSONAL_DATA_MESSAGES, TALENT_POOL_CONSENT_TEXT } from '@tremplin/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createUser, KNOWN_PASSWORD, signIn } from '../../../test/access/accounts';
import { multipartFile } from '../../../test/helpers/multipart';
import { startSmtp } from '../../../test/helpers/smtp';
import { createSecondApp, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import {
  applicationComments,
  applicationContacts,
  applications,
  emailOutbox,
  erasureLog,
  messages,
  notes,
  scheduledJobs,
  signIns,
  storedFiles,
  users,
} from '../../db/schema';
import { TEST_CLOCK_FILE } from '../../plugins/clock';
import { PERSONAL_DATA_JOB } from './job';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY_MS = 24 * 3600_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://tremplin.exemple.test' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Moves the clock the rules run on (read under NODE_ENV=test only). */
const moveClock = (days: number) =>
  writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs: days * DAY_MS }));

async function candidate(values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', ...values });
  const session = await signIn(t.app, user.email);
  return { ...user, token: session.token };
}

const send = (from: number | null, to: number | null, sujet: string) =>
  t.db
    .insert(messages)
    .values({ expediteurId: from, destinataireId: to, sujet, contenu: `<p>${sujet}</p>` })
    .returning()
    .then((rows) => rows[0]!);

/** The person's own application, and a staff note on it with a PDF attached. */
async function staffNoteWithFile(staffToken: string, ownerToken: string, ownerId: number, fileName: string) {
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/candidature/utilisateur/${ownerId}`,
    headers: bearer(ownerToken),
    payload: { entreprise: 'Librairie du Port', poste: 'Libraire' },
  });
  expect(added.statusCode, added.body).toBe(201);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/notes/${added.json().id}`,
    headers: bearer(staffToken),
    payload: { titre: 'Bilan du rendez-vous', contenu: '<p>Motivé</p>' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const file = multipartFile(fileName, PDF, 'application/pdf');
  const attached = await t.app.inject({
    method: 'POST',
    url: `/api/notes/${created.json().id}/fichier`,
    headers: { ...bearer(staffToken), ...file.headers },
    payload: file.payload,
  });
  expect(attached.statusCode, attached.body).toBe(200);
  return attached.json() as { id: number; candidatureId: number; fichier: { id: number } };
}

const exists = async (id: number) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length;

/** Every row of every table that still names the person: a reference to their id, or their e-mail anywhere. */
async function leftovers(id: number, email: string) {
  const found: string[] = [];
  const result = (await t.db.execute(
    sql.raw(`select c.table_name as tbl, c.column_name as col from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and (c.column_name = 'user_id' or exists (
          select 1 from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
          where k.contype = 'f' and k.confrelid = 'users'::regclass and k.conrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
            and a.attname = c.column_name)
          or (c.table_name = 'users' and c.column_name = 'id'))`),
  )) as unknown as { rows: { tbl: string; col: string }[] };
  expect(result.rows.length).toBeGreaterThan(15);
  for (const { tbl, col } of result.rows) {
    const hits = (await t.db.execute(
      sql.raw(`select count(*)::int as n from public."${tbl}" where "${col}" = ${id}`),
    )) as unknown as { rows: { n: number }[] };
    if (hits.rows[0]!.n > 0) found.push(`${tbl}.${col}`);
  }
  const tables = (await t.db.execute(
    sql.raw(
      `select table_name as tbl from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  )) as unknown as { rows: { tbl: string }[] };
  expect(tables.rows.length).toBeGreaterThan(20);
  for (const { tbl } of tables.rows) {
    const hits = (await t.db.execute(
      sql.raw(
        `select count(*)::int as n from public."${tbl}" x where position(lower('${email}') in lower(x::text)) > 0`,
      ),
    )) as unknown as { rows: { n: number }[] };
    if (hits.rows[0]!.n > 0) found.push(`${tbl} (e-mail)`);
  }
  const uploads = path.join(t.config.dataDir, 'uploads');
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? [path.join(dir, e.name), ...walk(path.join(dir, e.name))] : [path.join(dir, e.name)],
      );
    } catch {
      return [];
    }
  };
  for (const file of walk(uploads)) {
    if (path.relative(uploads, file).split(path.sep).includes(String(id))) found.push(file);
  }
  return found;
}

describe('export', () => {
  it('gives the owner and staff a ZIP of donnees.json and the uploaded files, and nobody else', async () => {
    const me = await candidate();
    const friend = await candidate({ prenom: 'Jules' });
    const cv = multipartFile('Mon CV 2026.pdf', PDF, 'application/pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/media/${me.id}/CV`,
      headers: { ...bearer(me.token), ...cv.headers },
      payload: cv.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    await send(friend.id, me.id, 'Bonjour de Jules');
    // A note staff wrote about the person, with a file attached: both are the person's data.
    const cefAccount = await createUser(t.db, { role: 'CEF' });
    const cef = await signIn(t.app, cefAccount.email);
    const note = await staffNoteWithFile(cef.token, me.token, me.id, 'Compte rendu.pdf');

    const url = `/api/utilisateur/${me.id}/export`;
    const mine = await t.app.inject({ method: 'GET', url, headers: bearer(me.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/zip');
    expect(mine.headers['content-disposition']).toContain('attachment');
    const files = await unzip(mine.rawPayload);
    expect(files.get('fichiers/Mon CV 2026.pdf')?.equals(PDF)).toBe(true);
    const data = JSON.parse(files.get('donnees.json')!.toString('utf8'));
    expect(data.profil).toMatchObject({ id: me.id, email: me.email });
    expect(data.profil.passwordHash).toBeUndefined();
    expect(data.messages).toEqual([expect.objectContaining({ sujet: 'Bonjour de Jules', sens: 'reçu' })]);
    expect(data.connexions.length).toBeGreaterThan(0);
    expect(files.get('notes/Compte rendu.pdf')?.equals(PDF)).toBe(true);
    expect(data.candidatures[0].notesDuPersonnel).toEqual([
      expect.objectContaining({
        id: note.id,
        titre: 'Bilan du rendez-vous',
        fichierDansArchive: 'notes/Compte rendu.pdf',
      }),
    ]);

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(friend.token) })).statusCode).toBe(403);
    const recruiter = await signIn(t.app, (await createUser(t.db, { role: 'RECRUTEUR' })).email);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(recruiter.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const byStaff = await t.app.inject({ method: 'GET', url, headers: bearer(cef.token) });
    expect(byStaff.statusCode).toBe(200);
    expect([...(await unzip(byStaff.rawPayload)).keys()].sort()).toEqual([
      'donnees.json',
      'fichiers/Mon CV 2026.pdf',
      'notes/Compte rendu.pdf',
    ]);
  });

  it('lists every message of a long correspondence once, in order, in a document that reads as JSON', async () => {
    const me = await candidate();
    const friend = await candidate({ prenom: 'Lou' });
    const count = 1_234; // more than two of the export's pages of messages
    const sent = await t.db
      .insert(messages)
      .values(
        Array.from({ length: count }, (_, k) => ({
          expediteurId: k % 3 ? friend.id : me.id,
          destinataireId: k % 3 ? me.id : friend.id,
          sujet: `Échange n° ${k}`,
          contenu: `<p>« ${k} »</p>`,
        })),
      )
      .returning({ id: messages.id });

    const res = await t.app.inject({ url: `/api/utilisateur/${me.id}/export`, headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse((await unzip(res.rawPayload)).get('donnees.json')!.toString('utf8'));
    expect(data.messages.map((m: { id: number }) => m.id)).toEqual(sent.map((m) => m.id).sort((a, b) => a - b));
    expect(data.messages.map((m: { sujet: string; sens: string }) => `${m.sujet} ${m.sens}`)).toEqual(
      Array.from({ length: count }, (_, k) => `Échange n° ${k} ${k % 3 ? 'reçu' : 'envoyé'}`),
    );
  });
});

describe('erasure', () => {
  it('erases at once with the e-mailed link, leaves no row nor file, and keeps sent messages as from a former member', async () => {
    const me = await candidate();
    const friend = await candidate({ prenom: 'Jules' });
    const cv = multipartFile('cv.pdf', PDF, 'application/pdf');
    await t.app.inject({
      method: 'POST',
      url: `/api/media/${me.id}/CV`,
      headers: { ...bearer(me.token), ...cv.headers },
      payload: cv.payload,
    });
    const sent = await send(me.id, friend.id, 'Merci pour le contact');
    await send(friend.id, me.id, 'Avec plaisir');
    await t.app.inject({
      method: 'PUT',
      url: `/api/utilisateur/${me.id}/consentement-vivier`,
      headers: bearer(me.token),
      payload: { accepte: true },
    });

    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/utilisateur/desactivation/${me.id}`,
      headers: bearer(me.token),
    });
    expect(deleted.json()).toEqual({ message: PERSONAL_DATA_MESSAGES.erasureRequested(30) });
    await t.app.mailer.flush();
    const mail = smtp.received.find((m) => m.to.includes(me.email.toLowerCase()) || m.to.includes(me.email));
    const token = /effacement\/([A-Za-z0-9_-]+)/.exec(mail!.raw.replace(/=\r?\n/g, ''))![1]!;
    expect(await leftovers(me.id, me.email)).not.toEqual([]);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/effacement/confirmation', payload: { token: 'x' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PERSONAL_DATA_MESSAGES.erasureLinkInvalid);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/effacement/confirmation', payload: { token } });
    expect(confirmed.json()).toEqual({ message: PERSONAL_DATA_MESSAGES.erasureConfirmed });

    expect(await leftovers(me.id, me.email)).toEqual([]);
    const [kept] = await t.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(kept).toMatchObject({ expediteurId: null, destinataireId: friend.id, sujet: 'Merci pour le contact' });
    const inbox = await t.app.inject({
      method: 'GET',
      url: `/api/message/destinataire/${friend.id}/0/10`,
      headers: bearer(friend.token),
    });
    expect(inbox.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ sujet: 'Merci pour le contact', expediteurId: null })]),
    );
    // The link works once.
    const again = await t.app.inject({ method: 'POST', url: '/api/effacement/confirmation', payload: { token } });
    expect(again.statusCode).toBe(400);
  });

  it('keeps an erased candidate’s applications in the staff’s totals as « Ancien membre », and nothing of the person', async () => {
    const me = await candidate({ nom: 'EFFACETOTAL', prenom: 'Anouk' });
    const cefAccount = await createUser(t.db, { role: 'CEF' });
    const cef = await signIn(t.app, cefAccount.email);
    const totals = async (path: string) => {
      const response = await t.app.inject({ url: `/api/candidature/${path}`, headers: bearer(cef.token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: { utilisateurId: number | null; nom: string; total: number }[] };
    };
    const former = async () =>
      (await totals('countForEach/0/10/nom/ancien%20membre')).items.find((r) => r.utilisateurId === null)?.total ?? 0;
    const before = await former();

    const own = await t.app.inject({
      method: 'POST',
      url: `/api/candidature/utilisateur/${me.id}`,
      headers: bearer(me.token),
      payload: {
        entreprise: 'Boulangerie Martin',
        poste: 'Vendeuse',
        commentaire: `Relancer depuis ${me.email}`,
        reponse: `Réponse à Anouk EFFACETOTAL`,
        contacts: [{ nom: 'Martin', email: 'martin@boulangerie.test', commentaire: `Connaît ${me.email}` }],
      },
    });
    expect(own.statusCode, own.body).toBe(201);
    const byAdviser = await t.app.inject({
      method: 'POST',
      url: `/api/admin/candidature/${cefAccount.id}/${me.id}`,
      headers: bearer(cef.token),
      payload: { entreprise: 'Hôpital Nord', poste: 'ASH', statueCandidature: 'ACCEPTEE' },
    });
    expect(byAdviser.statusCode, byAdviser.body).toBe(201);
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/candidature/${own.json().id}/commentaire`,
      headers: bearer(cef.token),
      payload: { contenu: `Anouk a écrit depuis ${me.email}` },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const note = await staffNoteWithFile(cef.token, me.token, me.id, 'entretien.pdf');
    const [noteFile] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, note.fichier.id));
    const ids = [own.json().id, byAdviser.json().id, note.candidatureId] as number[];
    expect((await totals('countForEach/0/10/nom/effacetotal')).items).toEqual([
      expect.objectContaining({ utilisateurId: me.id, total: 3 }),
    ]);

    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/admin/${me.id}/effacement`,
      headers: bearer(cef.token),
      payload: { motif: 'Demande reçue par courrier' },
    });
    expect(erased.statusCode, erased.body).toBe(200);

    expect((await totals('countForEach/0/10/nom/effacetotal')).items).toEqual([]);
    expect(await former()).toBe(before + 3);
    const byTotal = (await totals('countForEachOrdered/0/100/total/desc')).items;
    expect(byTotal.map((r) => r.total)).toEqual(byTotal.map((r) => r.total).sort((a, b) => b - a));
    expect(byTotal).toContainEqual(expect.objectContaining({ utilisateurId: null, nom: 'Ancien membre' }));

    const kept = await t.db.select().from(applications).where(inArray(applications.id, ids));
    expect(kept).toHaveLength(3);
    for (const row of kept) expect(row).toMatchObject({ utilisateurId: null, commentaire: null, reponse: null });
    expect(kept.map((r) => r.entreprise).sort()).toEqual(['Boulangerie Martin', 'Hôpital Nord', 'Librairie du Port']);
    expect(kept.find((r) => r.id === byAdviser.json().id)).toMatchObject({
      adminId: cefAccount.id,
      statueCandidature: 'ACCEPTEE',
    });
    expect(
      await t.db.select().from(applicationComments).where(inArray(applicationComments.candidatureId, ids)),
    ).toEqual([]);
    expect(
      await t.db.select().from(applicationContacts).where(inArray(applicationContacts.candidatureId, ids)),
    ).toEqual([]);
    expect(await t.db.select().from(notes).where(inArray(notes.candidatureId, ids))).toEqual([]);
    expect(await t.app.storage.size(noteFile!.storageKey)).toBeNull();
    expect(await leftovers(me.id, me.email)).toEqual([]);
    // Nothing more is written about a former member.
    const more = await t.app.inject({
      method: 'POST',
      url: `/api/notes/${ids[0]}`,
      headers: bearer(cef.token),
      payload: { titre: 'Après coup', contenu: '' },
    });
    expect(more.statusCode).toBe(404);
  });

  it('lets staff erase with a reason that is recorded, and extend an inactive account', async () => {
    const target = await candidate();
    const cef = await signIn(t.app, (await createUser(t.db, { role: 'CEF' })).email);
    const url = `/api/admin/${target.id}/effacement`;
    const noReason = await t.app.inject({ method: 'POST', url, headers: bearer(cef.token), payload: { motif: '' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(PERSONAL_DATA_MESSAGES.reasonRequired);
    const byCandidate = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(target.token),
      payload: { motif: 'Parce que' },
    });
    expect(byCandidate.statusCode).toBe(403);

    const old = new Date(Date.now() - 700 * DAY_MS);
    const kept = await candidate();
    await t.db.update(users).set({ lastActivityAt: old }).where(eq(users.id, kept.id));
    const extended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/${kept.id}/conservation`,
      headers: bearer(cef.token),
      payload: { motif: 'Formation en cours' },
    });
    expect(extended.json()).toEqual({ message: PERSONAL_DATA_MESSAGES.retentionExtended });
    const [row] = await t.db.select({ at: users.lastActivityAt }).from(users).where(eq(users.id, kept.id));
    expect(row!.at.getTime()).toBeGreaterThan(old.getTime());

    // Staff working on the file counts as activity too: here an application added for the candidate.
    const followed = await candidate();
    await t.db.update(users).set({ lastActivityAt: old }).where(eq(users.id, followed.id));
    const cefAccount = await createUser(t.db, { role: 'CEF' });
    const cefSession = await signIn(t.app, cefAccount.email);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/candidature/${cefAccount.id}/${followed.id}`,
      headers: bearer(cefSession.token),
      payload: { entreprise: 'Hôpital', poste: 'ASH', date: '' },
    });
    expect(added.statusCode).toBe(201);
    const [after] = await t.db.select({ at: users.lastActivityAt }).from(users).where(eq(users.id, followed.id));
    expect(after!.at.getTime()).toBeGreaterThan(old.getTime());

    const erased = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(cef.token),
      payload: { motif: 'Demande écrite reçue le 3 mars' },
    });
    expect(erased.json()).toEqual({ message: PERSONAL_DATA_MESSAGES.erasedByStaff });
    expect(await exists(target.id)).toBe(0);
    const logged = await t.db.select().from(erasureLog).where(eq(erasureLog.reason, 'Demande écrite reçue le 3 mars'));
    expect(logged).toEqual([expect.objectContaining({ cause: 'PERSONNEL' })]);
  });
});

describe('consent and sign-in history', () => {
  it('records the talent-pool answer with its text, honours it in recruiters’ search, and shows the sign-ins', async () => {
    const me = await candidate({ nom: 'VIVIERTEST', talentPoolConsent: false });
    const recruiter = await signIn(t.app, (await createUser(t.db, { role: 'RECRUTEUR' })).email);
    const search = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/utilisateur/0/15/viviertest',
          headers: bearer(recruiter.token),
        })
      ).json().totalElements;
    expect(await search()).toBe(0);
    const put = (accepte: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/utilisateur/${me.id}/consentement-vivier`,
        headers: bearer(me.token),
        payload: { accepte },
      });
    expect((await put(true)).json()).toEqual({ message: PERSONAL_DATA_MESSAGES.consentSaved });
    expect(await search()).toBe(1);
    await put(false);
    expect(await search()).toBe(0);

    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/utilisateur/${me.id}/donnees-personnelles`,
      headers: { ...bearer(me.token) },
    });
    const body = summary.json();
    expect(body.consentementVivier).toBe(false);
    expect(body.consentements).toEqual([
      expect.objectContaining({ accepte: false, texte: TALENT_POOL_CONSENT_TEXT }),
      expect.objectContaining({ accepte: true, texte: TALENT_POOL_CONSENT_TEXT }),
    ]);
    expect(body.connexions[0]).toMatchObject({ adresse: expect.stringMatching(/\.x$|inconnue|::\/48$/) });
    const cef = await signIn(t.app, (await createUser(t.db, { role: 'CEF' })).email);
    const byStaff = await put(true).then(() =>
      t.app.inject({
        method: 'PUT',
        url: `/api/utilisateur/${me.id}/consentement-vivier`,
        headers: bearer(cef.token),
        payload: { accepte: false },
      }),
    );
    expect(byStaff.statusCode).toBe(403);
  });

  it('lets recruiters on every API process find someone who joins the talent pool', async () => {
    // Another process on PostgreSQL; PGlite lives in one process, where the same process must find them.
    const second = await createSecondApp(t);
    const reader = second ?? t.app;
    try {
      const me = await candidate({ nom: 'VIVIERDEUX', talentPoolConsent: false });
      const recruiter = await signIn(t.app, (await createUser(t.db, { role: 'RECRUTEUR' })).email);
      const found = async () =>
        (
          await reader.inject({
            method: 'GET',
            url: '/api/utilisateur/0/15/vivierdeux',
            headers: bearer(recruiter.token),
          })
        ).json().totalElements;
      expect(await found()).toBe(0);
      await t.app.inject({
        method: 'PUT',
        url: `/api/utilisateur/${me.id}/consentement-vivier`,
        headers: bearer(me.token),
        payload: { accepte: true },
      });
      await expect.poll(found, { timeout: 5000 }).toBe(1);
    } finally {
      await second?.close();
    }
  });

  it('keeps the answer given at registration', async () => {
    const email = `inscription-${Date.now()}@exemple.test`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/utilisateur',
      payload: { email, motDePasse: KNOWN_PASSWORD, nom: 'Morel', prenom: 'Lou', consentementVivier: true },
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.talentPoolConsent).toBe(true);
  });
});

describe('the daily job', () => {
  const job = () => t.app.personalData.job.run();

  it('erases a self-deleted account once the grace period has run out, unless the person signed in again', async () => {
    moveClock(0);
    await job();
    const leaving = await candidate();
    const staying = await candidate();
    for (const who of [leaving, staying])
      await t.app.inject({
        method: 'PUT',
        url: `/api/utilisateur/desactivation/${who.id}`,
        headers: bearer(who.token),
      });
    await signIn(t.app, staying.email);
    moveClock(29);
    await job();
    expect(await exists(leaving.id)).toBe(1);
    moveClock(31);
    expect((await job()).ran).toBe(true);
    expect(await exists(leaving.id)).toBe(0);
    expect(await exists(staying.id)).toBe(1);
    moveClock(0);
  });

  it('warns 30 days before the retention period ends, then erases, unless the person signs in', async () => {
    moveClock(100);
    await job();
    const now = Date.now() + 100 * DAY_MS;
    const twoYears = new Date(now);
    twoYears.setUTCMonth(twoYears.getUTCMonth() - 24);
    const quiet = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const back = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const recent = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const adviser = await createUser(t.db, { role: 'CEF' });
    const nearlyTwoYears = new Date(twoYears.getTime() + 20 * DAY_MS);
    for (const u of [quiet, back, adviser])
      await t.db.update(users).set({ lastActivityAt: nearlyTwoYears }).where(eq(users.id, u.id));

    const [oldSignIn] = await t.db
      .insert(signIns)
      .values({ userId: recent.id, at: new Date(twoYears.getTime() - DAY_MS), address: '192.0.2.x', device: 'Firefox' })
      .returning();

    moveClock(101);
    const first = await job();
    // Sign-ins older than the retention period are forgotten.
    expect(await t.db.select().from(signIns).where(eq(signIns.id, oldSignIn!.id))).toEqual([]);
    expect(first).toMatchObject({ ran: true, warned: 2, erased: 0 });
    await t.app.mailer.flush();
    const warned = smtp.received.filter((m) => /sera bient/.test(m.raw) || /bient=C3=B4t/.test(m.raw));
    expect(warned.map((m) => m.to[0])).toEqual(expect.arrayContaining([quiet.email, back.email]));
    expect(warned.map((m) => m.to[0])).not.toContain(recent.email);
    // Staff accounts are not candidates' data: never warned nor erased by retention.
    expect(warned.map((m) => m.to[0])).not.toContain(adviser.email);
    expect(await job()).toMatchObject({ ran: false });

    // Signing in cancels the warning and starts the period again.
    await signIn(t.app, back.email);
    moveClock(101 + 31);
    expect(await job()).toMatchObject({ ran: true, erased: 1 });
    expect(await exists(quiet.id)).toBe(0);
    expect(await exists(back.id)).toBe(1);
    expect(await exists(recent.id)).toBe(1);
    expect(await exists(adviser.id)).toBe(1);
    moveClock(0);
  });

  it('runs on one process only among several, and a restart neither repeats a day nor loses one', async () => {
    moveClock(200);
    const second =
      (await createSecondApp(t)) ??
      (await buildApp(t.config, { database: t.database, closeDatabase: false, logger: false }));
    try {
      const quiet = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
      await t.db
        .update(users)
        .set({ lastActivityAt: new Date(Date.now() + 200 * DAY_MS - 720 * DAY_MS) })
        .where(eq(users.id, quiet.id));
      await t.db
        .update(scheduledJobs)
        .set({ lastRunOn: '2000-01-01' })
        .where(eq(scheduledJobs.name, PERSONAL_DATA_JOB));
      const runs = await Promise.all([t.app.personalData.job.run(), second.personalData.job.run()]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      const queued = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, quiet.email));
      expect(queued).toHaveLength(1);
      expect(await second.personalData.job.run()).toMatchObject({ ran: false });
    } finally {
      await second.close();
    }

    // A process that died holding the lease: the next process takes the day over once the lease has expired.
    moveClock(201);
    await t.db
      .update(scheduledJobs)
      .set({ leaseHolder: 'dead-process', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(scheduledJobs.name, PERSONAL_DATA_JOB));
    const restarted = await buildApp(t.config, { database: t.database, closeDatabase: false, logger: false });
    try {
      expect(await restarted.personalData.job.run()).toMatchObject({ ran: false });
      await t.db
        .update(scheduledJobs)
        .set({ leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(scheduledJobs.name, PERSONAL_DATA_JOB));
      expect(await restarted.personalData.job.run()).toMatchObject({ ran: true });
      const [state] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, PERSONAL_DATA_JOB));
      expect(state).toMatchObject({
        leaseHolder: null,
        lastRunOn: new Date(Date.now() + 201 * DAY_MS).toISOString().slice(0, 10),
      });
      // Days missed while no process ran are caught up by the next run: the work is whatever is due by now.
      moveClock(240);
      expect(await restarted.personalData.job.run()).toMatchObject({ ran: true });
    } finally {
      await restarted.close();
      moveClock(0);
    }
  });
});
