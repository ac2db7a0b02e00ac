import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCESS_JOURNAL_MESSAGES,
  type AccessJournalAdminEntry,
  type AccessJournalEntry,
  accessSentence,
  type Role,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/access/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { accessJournal, applications, notes, users } from '../../db/schema';
import { TEST_CLOCK_FILE } from '../../plugins/clock';
import { ACCESS_JOURNAL_PURGE_JOB } from './routes';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUser>> & { token: string };
let admin: Account;
let cef: Account;
let recruiter: Account;
let her: Account;
let other: Account;
let noteId: number;

async function account(role: Role, values: { nom?: string; prenom?: string } = {}): Promise<Account> {
  const user = await createUser(t.db, { role, ...values });
  const { token } = await t.app.sessions.open({ id: user.id, role });
  return { ...user, token };
}

const call = (
  who: Account,
  url: string,
  from = '198.51.100.20',
  method: 'GET' | 'POST' | 'PUT' = 'GET',
  body?: object,
) =>
  t.app
    .inject({
      method,
      url,
      headers: { authorization: `Bearer ${who.token}`, 'x-forwarded-for': from },
      ...(body ? { payload: body } : {}),
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as never }));

type Page<T> = { items: T[]; totalElements: number };
const journalOf = (who: Account, id = who.id) =>
  call(who, `/api/utilisateur/${id}/journal-acces`) as Promise<{ status: number; body: Page<AccessJournalEntry> }>;
const search = (query: string) =>
  call(admin, `/api/admin/journal-acces?${query}`) as Promise<{
    status: number;
    body: Page<AccessJournalAdminEntry> & { message?: string };
  }>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await account('ADMIN', { prenom: 'Alain', nom: 'Dupuis' });
  cef = await account('CEF', { prenom: 'Claire', nom: 'Martin' });
  recruiter = await account('RECRUTEUR');
  her = await account('EN_RECHERCHE_EMPLOI', { prenom: 'Inès', nom: 'Bernard' });
  other = await account('EN_RECHERCHE_EMPLOI', { prenom: 'Paul', nom: 'Girard' });
  const [application] = await t.db
    .insert(applications)
    .values({ utilisateurId: her.id, entreprise: 'Boulangerie Martin', poste: 'Vendeuse', date: '2026-11-02' })
    .returning();
  const [note] = await t.db
    .insert(notes)
    .values({ candidatureId: application!.id, auteurId: cef.id, titre: 'Entretien préparé', contenu: '<p>Bien</p>' })
    .returning();
  noteId = note!.id;
});
afterAll(() => t.close());

describe('the access journal', () => {
  it('shows the candidate that a CEF opened her file and a note, newest first, once per reading', async () => {
    expect((await call(cef, `/api/dossier/${her.id}`, '203.0.113.7')).status).toBe(200);
    expect((await call(cef, `/api/notes/${noteId}`, '203.0.113.7')).status).toBe(200);
    // The same reading again within minutes makes no second entry.
    expect((await call(cef, `/api/dossier/${her.id}`, '203.0.113.7')).status).toBe(200);

    // A section of a file that names nobody answers an empty page and journals nothing.
    expect((await call(cef, '/api/dossier/999999/notes')).status).toBe(200);

    const { status, body } = await journalOf(her);
    expect(status).toBe(200);
    expect(body.totalElements).toBe(2);
    expect(body.items.map((e) => e.type)).toEqual(['NOTE_CONSULTEE', 'DOSSIER_CONSULTE']);
    expect(body.items[1]).toMatchObject({
      libelle: 'Dossier consulté',
      personnel: { id: cef.id, nom: 'Claire MARTIN', role: 'CEF' },
    });
    expect(accessSentence(body.items[1]!)).toMatch(
      /^Dossier consulté par Claire MARTIN \(Conseiller emploi formation\) le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/,
    );
    // Admins see the address the reading came from (the proxy's header counts: TRUST_PROXY).
    const found = await search(`personne=${encodeURIComponent('Inès')}`);
    expect(found.body.items.map((e) => e.adresse)).toEqual(['203.0.113.7', '203.0.113.7']);
  });

  it('journals no reading by the person herself, nor by staff of their own data', async () => {
    const before = (await journalOf(her)).body.totalElements;
    expect((await call(her, `/api/utilisateur/${her.id}/donnees-personnelles`)).status).toBe(200);
    expect((await call(cef, `/api/utilisateur/${cef.id}/donnees-personnelles`)).status).toBe(200);
    expect((await journalOf(her)).body.totalElements).toBe(before);
    expect((await journalOf(cef)).body.totalElements).toBe(0);
  });

  it('shows a recruiter and another candidate nothing of hers, and keeps the search for admins', async () => {
    for (const who of [recruiter, other, cef]) {
      expect((await journalOf(who, her.id)).status).toBe(403);
      expect((await call(who, '/api/admin/journal-acces')).status).toBe(403);
    }
    expect((await journalOf(other)).body).toEqual({ items: [], totalElements: 0 });
    expect((await journalOf(recruiter)).body).toEqual({ items: [], totalElements: 0 });
  });

  it('journals a change by staff in the same transaction, and an erasure without the erased person', async () => {
    const extended = await call(admin, `/api/admin/${other.id}/conservation`, '192.0.2.1', 'POST', {
      motif: 'Formation en cours',
    });
    expect(extended.status).toBe(200);
    expect((await journalOf(other)).body.items.map((e) => e.type)).toEqual(['CONSERVATION_PROLONGEE']);

    // A profile edit by staff: journaled with the change; a stale version changes nothing and journals nothing.
    const [current] = await t.db.select({ version: users.version }).from(users).where(eq(users.id, other.id));
    const links = { id: other.id, linkedIn: 'https://www.linkedin.com/in/paul-girard' };
    const stale = await call(cef, '/api/utilisateur/modification-liens', '192.0.2.2', 'PUT', {
      ...links,
      version: current!.version + 5,
    });
    expect(stale.status).toBe(409);
    const saved = await call(cef, '/api/utilisateur/modification-liens', '192.0.2.2', 'PUT', {
      ...links,
      version: current!.version,
    });
    expect(saved.status).toBe(200);
    expect((await journalOf(other)).body.items.map((e) => e.type)).toEqual([
      'INFORMATIONS_MODIFIEES',
      'CONSERVATION_PROLONGEE',
    ]);

    const gone = await account('EN_RECHERCHE_EMPLOI', { prenom: 'Léa', nom: 'Petit' });
    const erased = await call(admin, `/api/admin/${gone.id}/effacement`, '192.0.2.1', 'POST', { motif: 'Doublon' });
    expect(erased.status).toBe(200);
    const { body } = await search('type=COMPTE_EFFACE');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ personne: null, personnel: { nom: 'Alain DUPUIS' }, adresse: '192.0.2.1' });
  });

  it('lets admins search by person, staff member, kind and period, paged', async () => {
    expect((await search('personne=bernard')).body.totalElements).toBe(2);
    expect((await search(`personne=${encodeURIComponent(her.email)}`)).body.totalElements).toBe(2);
    expect((await search('personnel=claire')).body.totalElements).toBe(3);
    expect((await search('personnel=alain')).body.totalElements).toBe(2);
    expect((await search('type=NOTE_CONSULTEE')).body.items.map((e) => e.personne?.id)).toEqual([her.id]);
    const page = await search('size=1&page=1');
    expect(page.body.items).toHaveLength(1);
    expect(page.body.totalElements).toBe(5);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`du=${today}&au=${today}&personne=bernard`)).body.totalElements).toBe(2);
    expect((await search('du=2020-01-01&au=2020-12-31')).body.totalElements).toBe(0);

    const badKind = await search('type=LU');
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toContain(ACCESS_JOURNAL_MESSAGES.invalidKind);
    const badDate = await search('du=02/12/2026');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain(ACCESS_JOURNAL_MESSAGES.invalidDate);
    const reversed = await search('du=2026-12-02&au=2026-12-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain(ACCESS_JOURNAL_MESSAGES.periodOrder);
  });

  it('puts the journal in her data export', async () => {
    const res = await t.app.inject({
      url: `/api/utilisateur/${her.id}/export`,
      headers: { authorization: `Bearer ${her.token}` },
    });
    expect(res.statusCode).toBe(200);
    // The archive stores donnees.json uncompressed or deflated; the service answers what it holds.
    const entries = await t.app.accessJournal.forExport(her.id);
    expect(entries.map((e) => e.type)).toEqual(['DOSSIER_CONSULTE', 'NOTE_CONSULTEE']);
  });

  it('purges entries older than 12 months on the daily schedule', async () => {
    const [old] = await t.db
      .select({ id: accessJournal.id })
      .from(accessJournal)
      .where(eq(accessJournal.kind, 'NOTE_CONSULTEE'));
    // Eleven months on: everything is kept.
    const move = (days: number) =>
      writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs: days * 86_400_000 }));
    move(335);
    await t.app.jobs.runSchedules();
    await t.app.jobs.drain(ACCESS_JOURNAL_PURGE_JOB);
    expect((await journalOf(her)).body.totalElements).toBe(2);
    // Thirteen months on: gone.
    move(395);
    await t.app.jobs.runSchedules();
    await t.app.jobs.drain(ACCESS_JOURNAL_PURGE_JOB);
    expect((await journalOf(her)).body.totalElements).toBe(0);
    expect(await t.db.select().from(accessJournal).where(eq(accessJournal.id, old!.id))).toEqual([]);
  });
});
