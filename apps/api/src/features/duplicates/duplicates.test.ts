// Likely duplicates end to end through the API: detection at registration, staff creation and the France Travail
// import, the staff list and comparison within the rank rule, the dismissal, and the merge — everything moved in one
// transaction, refused with 409 when an account changed since the comparison, and the closed account's sign-in
// leading to the kept one. LinkedIn sign-in detection is tested with the provider in auth/linkedin.test.ts.
import {
  ACCESS_MESSAGES,
  DUPLICATE_COUNT_KEYS,
  DUPLICATE_MESSAGES,
  type DuplicateComparison,
  type DuplicateCounts,
  MESSAGES,
} from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, KNOWN_PASSWORD, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import {
  accountMerges,
  applications,
  duplicateCandidates,
  favourites,
  interviews,
  invitations,
  jobDatings,
  messages,
  notes,
  projects,
  storedFiles,
  tags,
  users,
} from '../../db/schema';
import { detectDuplicates } from '../../lib/duplicate-detection';
import { countHoldings } from './queries';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { id: number; token: string };
let assistant: { id: number; token: string };
let cef: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { role: 'ADMIN' });
  admin = { id: a.id, token: (await signIn(t.app, a.email)).token };
  const s = await createUser(t.db, { role: 'ASSISTANT' });
  assistant = { id: s.id, token: (await signIn(t.app, s.email)).token };
  cef = await createUser(t.db, { role: 'CEF' });
});
afterAll(async () => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}` } });

/** The pair of two accounts, as detection recorded it. */
async function pairOf(x: number, y: number) {
  const [row] = await t.db
    .select()
    .from(duplicateCandidates)
    .where(
      sql`${duplicateCandidates.userAId} = ${Math.min(x, y)} and ${duplicateCandidates.userBId} = ${Math.max(x, y)}`,
    );
  return row;
}

let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Date.now()}`;

describe('detection', () => {
  it('records a pair at registration for the same e-mail once normalised, and answers as for anyone', async () => {
    const first = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', email: 'jeanne.martin.dup@gmail.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/utilisateur',
      payload: {
        email: ' JeanneMartin.Dup+emploi@googlemail.com',
        motDePasse: 'Inscription2026',
        nom: 'Autre',
        prenom: 'Nom',
      },
      headers: { 'x-forwarded-for': '10.30.0.1' },
    });
    expect(response.statusCode).toBe(201);
    // The same answer as any registration: nothing says another account looks like this one.
    expect(response.json()).toEqual({
      message: MESSAGES.registrationMailSent('jeannemartin.dup+emploi@googlemail.com'),
    });
    const [second] = await t.db.select().from(users).where(eq(users.email, 'jeannemartin.dup+emploi@googlemail.com'));
    expect((await pairOf(first.id, second!.id))?.reasons).toEqual(['EMAIL']);
  });

  it('records a pair when staff create an account with the same phone, written another way', async () => {
    const first = await createUser(t.db, { role: 'EMPLOYE', telephone: '06 12 34 56 78', nom: 'BLANC' });
    const response = await call(admin.token, 'POST', '/api/admin', {
      email: `${unique('tel')}@exemple.test`,
      nom: 'Noir',
      prenom: 'Paul',
      telephone: '+33 6 12 34 56 78',
      role: 'EN_RECHERCHE_EMPLOI',
    });
    expect(response.statusCode).toBe(201);
    expect((await pairOf(first.id, response.json().id))?.reasons).toEqual(['TELEPHONE']);
  });

  it('records a pair at the France Travail import for the same name, accents and case aside, in a close city', async () => {
    const first = await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      nom: 'LEFÈVRE-DURAND',
      prenom: 'Héloïse',
      ville: 'Saint-Étienne',
    });
    const response = await call(admin.token, 'POST', '/api/admin/pole-emploi', {
      email: `${unique('ft')}@exemple.test`,
      nom: 'lefevre durand',
      prenom: 'HELOISE',
      ville: 'Saint Etienne',
    });
    expect(response.statusCode).toBe(201);
    expect((await pairOf(first.id, response.json().id))?.reasons).toEqual(['NOM_VILLE']);

    // The same name in another city is another person.
    const elsewhere = await call(admin.token, 'POST', '/api/admin/pole-emploi', {
      email: `${unique('ft')}@exemple.test`,
      nom: 'Lefèvre-Durand',
      prenom: 'Héloïse',
      ville: 'Brest',
    });
    expect(await pairOf(first.id, elsewhere.json().id)).toBeUndefined();
  });
});

/** Fifty items on one account, spread over what a merge moves; distinct from any other account's. */
async function fill(userId: number, label: string) {
  const recruiters = await Promise.all(
    Array.from({ length: 5 }, () => createUser(t.db, { role: 'RECRUTEUR', email: `${unique('rec')}@exemple.test` })),
  );
  const apps = await t.db
    .insert(applications)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        utilisateurId: userId,
        entreprise: `${label} entreprise ${i}`,
        poste: 'Développeuse',
        date: '2026-03-01',
      })),
    )
    .returning({ id: applications.id });
  await t.db.insert(notes).values(apps.map((a, i) => ({ candidatureId: a.id, auteurId: cef.id, titre: `Note ${i}` })));
  await t.db.insert(interviews).values(Array.from({ length: 5 }, () => ({ utilisateurId: userId, adminId: cef.id })));
  await t.db
    .insert(messages)
    .values(
      Array.from({ length: 8 }, (_, i) => ({ expediteurId: cef.id, destinataireId: userId, sujet: `${label} ${i}` })),
    );
  await t.db.insert(storedFiles).values(
    Array.from({ length: 5 }, (_, i) => ({
      kind: 'CERTIFICATION' as const,
      ownerId: userId,
      originalName: `certif-${i}.pdf`,
      storageKey: `${unique(label)}/certif-${i}.pdf`,
      mime: 'application/pdf',
      size: 100,
    })),
  );
  await t.db.insert(favourites).values(recruiters.map((r) => ({ recruteurId: r.id, candidatId: userId })));
  const events = await t.db
    .insert(jobDatings)
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        date: new Date('2026-06-01T09:00:00Z'),
        lieu: 'Lyon',
        thematique: `${label} ${i}`,
      })),
    )
    .returning({ id: jobDatings.id });
  await t.db.insert(invitations).values(events.map((e) => ({ jobDatingId: e.id, candidatId: userId })));
  await t.db
    .insert(tags)
    .values(Array.from({ length: 5 }, (_, i) => ({ utilisateurId: userId, nomTag: `${label} compétence ${i}` })));
  await t.db.insert(projects).values(
    Array.from({ length: 3 }, (_, i) => ({
      utilisateurId: userId,
      titre: `Projet ${i}`,
      slug: unique(`${label}-projet`),
    })),
  );
}

const total = (counts: DuplicateCounts) => DUPLICATE_COUNT_KEYS.reduce((sum, k) => sum + counts[k], 0);

/** Two accounts of one person, detected by their phone; answers the pair's id. */
async function twoAccounts(values: { nom?: string; role?: 'EN_RECHERCHE_EMPLOI' | 'CEF' } = {}) {
  const phone = `07${String(10_000_000 + ++seq * 7919).slice(-8)}`;
  const kept = await createUser(t.db, {
    role: 'EN_RECHERCHE_EMPLOI',
    email: `${unique('garde')}@exemple.test`,
    nom: values.nom ?? 'MERCIER',
    prenom: 'Lou',
    telephone: phone,
  });
  const closed = await createUser(t.db, {
    role: values.role ?? 'EN_RECHERCHE_EMPLOI',
    email: `${unique('ferme')}@exemple.test`,
    nom: values.nom ?? 'MERCIER',
    prenom: 'Lou',
    telephone: phone.replace(/(\d\d)(?=\d)/g, '$1.'),
    ville: 'Lyon',
    metier: 'Développeuse web',
  });
  const [pair] = await t.db
    .insert(duplicateCandidates)
    .values({ userAId: Math.min(kept.id, closed.id), userBId: Math.max(kept.id, closed.id), reasons: ['TELEPHONE'] })
    .returning();
  return { kept, closed, pairId: pair!.id };
}

const compare = async (pairId: number, token = admin.token) => {
  const response = await call(token, 'GET', `/api/doublons/${pairId}`);
  expect(response.statusCode).toBe(200);
  return response.json() as DuplicateComparison;
};
const sideOf = (c: DuplicateComparison, id: number) => (c.compteA.id === id ? c.compteA : c.compteB);

describe('the staff list and comparison', () => {
  it('lists open pairs with their reasons, and an assistant only those of two non-staff accounts', async () => {
    const plain = await twoAccounts();
    const withStaff = await twoAccounts({ role: 'CEF', nom: 'PERSONNEL' });
    const page = await call(admin.token, 'GET', '/api/doublons?page=0&size=100');
    expect(page.statusCode).toBe(200);
    const ids = page.json().items.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([plain.pairId, withStaff.pairId]));
    expect(page.json().items.find((p: { id: number }) => p.id === plain.pairId).raisons).toEqual(['TELEPHONE']);

    const asAssistant = (await call(assistant.token, 'GET', '/api/doublons?page=0&size=100')).json();
    expect(asAssistant.items.map((p: { id: number }) => p.id)).toContain(plain.pairId);
    expect(asAssistant.items.map((p: { id: number }) => p.id)).not.toContain(withStaff.pairId);
    const refused = await call(assistant.token, 'GET', `/api/doublons/${withStaff.pairId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_MESSAGES.outOfRank);

    const ofAccount = await call(admin.token, 'GET', `/api/doublons/compte/${plain.kept.id}`);
    expect(ofAccount.json()).toEqual([{ id: plain.pairId, raisons: ['TELEPHONE'], autreId: plain.closed.id }]);
  });

  it('dismisses a pair: it leaves the list and detection does not bring it back', async () => {
    const { kept, pairId } = await twoAccounts();
    const dismissed = await call(assistant.token, 'POST', `/api/doublons/${pairId}/ecarter`);
    expect(dismissed.json()).toEqual({ message: DUPLICATE_MESSAGES.dismissed });
    const again = await call(assistant.token, 'POST', `/api/doublons/${pairId}/ecarter`);
    expect(again.statusCode).toBe(409);
    await detectDuplicates(t.db, kept.id);
    const ofAccount = await call(admin.token, 'GET', `/api/doublons/compte/${kept.id}`);
    expect(ofAccount.json()).toEqual([]);
  });

  it('answers a French 400 for a merge body that does not say what to keep', async () => {
    const { pairId } = await twoAccounts();
    const response = await call(admin.token, 'POST', `/api/doublons/${pairId}/fusion`, { versionConserve: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Choisissez le compte à conserver/);
  });
});

describe('the merge', () => {
  it('moves 50 items onto an account holding 50, leaves 100 there and nothing behind, in one step', async () => {
    const { kept, closed, pairId } = await twoAccounts();
    await fill(kept.id, 'garde');
    await fill(closed.id, 'ferme');
    const before = await compare(pairId);
    expect(total(sideOf(before, kept.id).comptes)).toBe(50);
    expect(total(sideOf(before, closed.id).comptes)).toBe(50);

    const response = await call(admin.token, 'POST', `/api/doublons/${pairId}/fusion`, {
      conserveId: kept.id,
      versionConserve: sideOf(before, kept.id).version,
      versionFerme: sideOf(before, closed.id).version,
      valeursDuCompteFerme: ['ville', 'metier'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: DUPLICATE_MESSAGES.merged('Lou', 'MERCIER'),
      conserveId: kept.id,
      fermeId: closed.id,
    });
    expect(total(response.json().deplaces)).toBe(50);

    const onKept = await countHoldings(t.db, kept.id);
    const onClosed = await countHoldings(t.db, closed.id);
    expect(total(onKept)).toBe(100);
    expect(onKept).toEqual({
      candidatures: 16,
      entretiens: 10,
      messages: 16,
      notes: 16,
      fichiers: 10,
      favoris: 10,
      invitations: 6,
      competences: 10,
      projets: 6,
    });
    expect(total(onClosed)).toBe(0);

    const [keptRow] = await t.db.select().from(users).where(eq(users.id, kept.id));
    const [closedRow] = await t.db.select().from(users).where(eq(users.id, closed.id));
    expect(keptRow).toMatchObject({ ville: 'Lyon', metier: 'Développeuse web', nom: 'MERCIER', active: true });
    expect(closedRow).toMatchObject({ active: false, mergedIntoId: kept.id, visibilite: 'NON_VISIBLE' });

    // The merge record the access journal reads: who, when, which accounts, what moved.
    const [record] = await t.db.select().from(accountMerges).where(eq(accountMerges.closedId, closed.id));
    expect(record).toMatchObject({ staffId: admin.id, keptId: kept.id, fieldsFromClosed: ['ville', 'metier'] });
    expect(record?.moved).toEqual(response.json().deplaces);
    expect((await pairOf(kept.id, closed.id))?.state).toBe('FUSIONNEE');

    // The closed account's e-mail and password open the kept account.
    const session = await signIn(t.app, closed.email, KNOWN_PASSWORD);
    expect(session.id).toBe(kept.id);
    // The kept person reads in her journal who merged her accounts.
    const journal = await call(session.token, 'GET', `/api/utilisateur/${kept.id}/journal-acces?page=0&size=10`);
    expect(journal.statusCode, journal.body).toBe(200);
    expect(journal.json().items).toContainEqual(
      expect.objectContaining({ type: 'COMPTE_FUSIONNE', personnel: expect.objectContaining({ id: admin.id }) }),
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/connexion',
      payload: { email: closed.email, motDePasse: 'PasLeBon2026!' },
    });
    expect(wrong.statusCode).toBe(401);

    // A merged pair is not merged twice.
    const twice = await call(admin.token, 'POST', `/api/doublons/${pairId}/fusion`, {
      conserveId: kept.id,
      versionConserve: 0,
      versionFerme: 0,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('keeps one of what both accounts have: a favourite, a skill, a job-dating invitation', async () => {
    const { kept, closed, pairId } = await twoAccounts();
    const recruiter = await createUser(t.db, { role: 'RECRUTEUR', email: `${unique('rec')}@exemple.test` });
    const [event] = await t.db
      .insert(jobDatings)
      .values({ date: new Date('2026-06-02T09:00:00Z'), lieu: 'Lyon', thematique: 'Numérique' })
      .returning();
    for (const [owner, niveau] of [
      [kept.id, 2],
      [closed.id, 4],
    ] as const) {
      await t.db.insert(favourites).values({ recruteurId: recruiter.id, candidatId: owner });
      await t.db.insert(tags).values({ utilisateurId: owner, nomTag: owner === kept.id ? 'React' : 'react', niveau });
      await t.db.insert(invitations).values({ jobDatingId: event!.id, candidatId: owner });
    }
    const before = await compare(pairId);
    const response = await call(admin.token, 'POST', `/api/doublons/${pairId}/fusion`, {
      conserveId: kept.id,
      versionConserve: sideOf(before, kept.id).version,
      versionFerme: sideOf(before, closed.id).version,
    });
    expect(response.statusCode).toBe(200);
    expect(await countHoldings(t.db, kept.id)).toMatchObject({ favoris: 1, competences: 1, invitations: 1 });
    expect(total(await countHoldings(t.db, closed.id))).toBe(0);
    const [tag] = await t.db.select().from(tags).where(eq(tags.utilisateurId, kept.id));
    expect(tag).toMatchObject({ nomTag: 'React', niveau: 4 });
  });

  it('refuses with 409 and changes nothing when an account changed after the comparison was read', async () => {
    const { kept, closed, pairId } = await twoAccounts();
    await fill(closed.id, 'concurrent');
    const seen = await compare(pairId);
    // Someone edits the closed account's profile while the comparison is open.
    const [current] = await t.db.select().from(users).where(eq(users.id, closed.id));
    const edit = await call(admin.token, 'PUT', '/api/admin/modification', {
      ...current,
      ville: 'Villeurbanne',
      version: current!.version,
    });
    expect(edit.statusCode).toBe(200);

    const response = await call(admin.token, 'POST', `/api/doublons/${pairId}/fusion`, {
      conserveId: kept.id,
      versionConserve: sideOf(seen, kept.id).version,
      versionFerme: sideOf(seen, closed.id).version,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DUPLICATE_MESSAGES.changed);
    expect(total(await countHoldings(t.db, closed.id))).toBe(50);
    expect(total(await countHoldings(t.db, kept.id))).toBe(0);
    const [closedRow] = await t.db.select().from(users).where(eq(users.id, closed.id));
    expect(closedRow).toMatchObject({ active: true, mergedIntoId: null, ville: 'Villeurbanne' });
    expect((await pairOf(kept.id, closed.id))?.state).toBe('OUVERTE');
    expect(await t.db.select().from(accountMerges).where(eq(accountMerges.closedId, closed.id))).toEqual([]);
  });

  it('refuses an assistant the merge of a pair with a staff account', async () => {
    const withStaff = await twoAccounts({ role: 'CEF', nom: 'RANG' });
    const seen = await compare(withStaff.pairId);
    const refused = await call(assistant.token, 'POST', `/api/doublons/${withStaff.pairId}/fusion`, {
      conserveId: withStaff.kept.id,
      versionConserve: sideOf(seen, withStaff.kept.id).version,
      versionFerme: sideOf(seen, withStaff.closed.id).version,
    });
    expect(refused.statusCode).toBe(403);
    expect((await pairOf(withStaff.kept.id, withStaff.closed.id))?.state).toBe('OUVERTE');
  });
});
