import type { ProfileCard, StaffProfileCard } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { tags, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A word no demo profile carries, so each test sees only its own profiles. */
const MARK = 'zorglubien';
let recruiter: string;
let admin: string;
const ids: Record<string, number> = {};

type Page = { items: ProfileCard[]; totalElements: number };

beforeAll(async () => {
  t = await createTestApp();
  const make = async (key: string, values: Partial<typeof users.$inferInsert>) => {
    const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', ...values });
    ids[key] = user.id;
    return user;
  };
  await make('dev', {
    nom: 'MARTIN',
    prenom: 'Élodie',
    metier: 'Développeuse web',
    ville: 'Saint-Étienne',
    experience: '1 à 3 ans',
    typeDeContrat: 'CDI',
    description: `Passionnée d’accessibilité numérique et de ${MARK} élégance.`,
  });
  await make('chef', {
    nom: 'BERNARD',
    prenom: 'Hugo',
    metier: 'Chef de projet',
    ville: 'Lyon',
    experience: 'Plus de 5 ans',
    typeDeContrat: 'CDD',
    role: 'EMPLOYE',
    description: `Je pilote des équipes de développement ${MARK}.`,
  });
  await make('hidden', {
    nom: 'CACHÉ',
    prenom: 'Inès',
    metier: 'Développeuse mobile',
    ville: 'Lyon',
    visibilite: 'NON_VISIBLE',
    description: `Profil masqué ${MARK}.`,
  });
  await make('inactive', {
    nom: 'ENDORMI',
    prenom: 'Paul',
    metier: 'Développeur',
    ville: 'Lyon',
    active: false,
    description: `Compte inactif ${MARK}.`,
  });
  await make('recruteur', {
    nom: 'RH',
    prenom: 'Agnès',
    metier: 'Recruteuse',
    role: 'RECRUTEUR',
    description: `Recrute des ${MARK}.`,
  });
  await t.db.insert(tags).values([
    { utilisateurId: ids.dev!, nomTag: 'TypeScript', niveau: 4 },
    { utilisateurId: ids.dev!, nomTag: 'React', niveau: 5 },
    { utilisateurId: ids.chef!, nomTag: 'Gestion de projet', niveau: 5 },
    { utilisateurId: ids.dev!, nomTag: 'Zorglubisme', niveau: 1 },
    { utilisateurId: ids.chef!, nomTag: 'Zorglubisme', niveau: 1 },
  ]);
  const r = await createUser(t.db, { role: 'RECRUTEUR', visibilite: 'NON_VISIBLE' });
  const a = await createUser(t.db, { role: 'ADMIN', visibilite: 'NON_VISIBLE' });
  recruiter = (await signIn(t.app, r.email)).token;
  admin = (await signIn(t.app, a.email)).token;
});
afterAll(async () => t?.close());

const get = async (url: string, token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response;
};
const search = async (query: Record<string, string>, token?: string, page = 0, size = 15) => {
  const qs = new URLSearchParams(query).toString();
  const response = await get(`/api/utilisateur/parfiltre/${page}/${size}?${qs}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const count = await get(`/api/utilisateur/countparfiltre?${qs}`, token);
  expect(count.statusCode, count.body).toBe(200);
  const body = response.json() as Page;
  // The count call always agrees with the list's total.
  expect(count.json()).toEqual({ nb: body.totalElements });
  return body;
};
const names = (page: Page) => page.items.map((p) => p.prenom).sort();

describe('free text', () => {
  it('ignores accents and case and matches prefixes', async () => {
    for (const text of ['DEV', 'développ', 'Developpeuse', 'elodie', 'saint etienne', `${MARK} ACCESSIBILITE`]) {
      const page = await search({ search: `${text} ${MARK}` });
      expect(names(page), text).toContain('Élodie');
    }
    expect(names(await search({ search: `typescr ${MARK}` }))).toEqual(['Élodie']);
  });

  it('ranks job-title matches before description matches, then newest first', async () => {
    // Hugo is newer, but only his description speaks of 'développement'.
    const page = await search({ search: 'develop', tags: 'zorglubisme' });
    expect(page.items.map((p) => p.prenom)).toEqual(['Élodie', 'Hugo']);
    const byNewest = await search({ tags: 'zorglubisme' });
    expect(byNewest.items.map((p) => p.prenom)).toEqual(['Hugo', 'Élodie']);
  });

  it('answers cards with the best skills first and nothing private', async () => {
    const page = await search({ search: `elodie ${MARK}` });
    const card = page.items[0] as ProfileCard & { email?: string };
    expect(card).toMatchObject({ id: ids.dev, nom: 'MARTIN', metier: 'Développeuse web', ville: 'Saint-Étienne' });
    expect(card.tags).toEqual([
      { nomTag: 'React', niveau: 5 },
      { nomTag: 'TypeScript', niveau: 4 },
      { nomTag: 'Zorglubisme', niveau: 1 },
    ]);
    expect(card.email).toBeUndefined();
  });

  it('finds every profile a prefix matches, whether it stands for a few stored words or very many', async () => {
    // 40 words beginning 'grumpf' (more than a prefix is ever expanded to), one beginning 'grumpfeli'.
    for (let i = 0; i < 40; i++) {
      const word = `grumpf${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
      await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', prenom: 'Lou', description: `Mot ${word}.` });
    }
    expect((await search({ search: 'GRUMPF' })).totalElements).toBe(40);
    expect((await search({ search: 'grumpfa' })).totalElements).toBe(2);
    expect((await search({ search: 'grumpfaa' })).totalElements).toBe(1);
    expect((await search({ search: 'grumpfaaz' })).totalElements).toBe(0);
  });

  it('treats symbols as separators and never fails on them', async () => {
    expect((await search({ search: `' & | ! :* ( ${MARK}` })).totalElements).toBeGreaterThan(0);
    expect((await search({ search: '&|!' })).totalElements).toBeGreaterThan(2);
  });
});

describe('filters', () => {
  const base = { search: MARK };
  it('filters by job title (contains), city, experience, contract type, role and skills', async () => {
    expect(names(await search({ ...base, metier: 'developpeuse' }))).toEqual(['Élodie']);
    expect(names(await search({ ...base, ville: 'saint-etienne' }))).toEqual(['Élodie']);
    expect(names(await search({ ...base, ville: 'Lyon' }))).toEqual(['Hugo']);
    expect(names(await search({ ...base, experience: 'Plus de 5 ans' }))).toEqual(['Hugo']);
    expect(names(await search({ ...base, typeDeContrat: 'CDI' }))).toEqual(['Élodie']);
    expect(names(await search({ ...base, role: 'EMPLOYE' }))).toEqual(['Hugo']);
    expect(names(await search({ ...base, tags: 'react,typescript' }))).toEqual(['Élodie']);
    expect(names(await search({ ...base, tags: 'react,gestion de projet' }))).toEqual([]);
  });

  it('treats empty parameters as no filter and refuses unknown values', async () => {
    expect(names(await search({ ...base, metier: '', ville: '', role: '' }))).toEqual(['Agnès', 'Hugo', 'Élodie']);
    const bad = await get('/api/utilisateur/parfiltre/0/15?typeDeContrat=PIGISTE');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/utilisateur/parfiltre/0/500')).statusCode).toBe(400);
  });
});

describe('hidden profiles', () => {
  it('never appear for anonymous visitors or recruiters, in lists, counts or pages', async () => {
    for (const token of [undefined, recruiter]) {
      const page = await search({ search: MARK }, token);
      expect(names(page)).toEqual(['Agnès', 'Hugo', 'Élodie']);
      const path = await get(`/api/utilisateur/0/100/${MARK}`, token);
      expect(names(path.json() as Page)).toEqual(['Agnès', 'Hugo', 'Élodie']);
      expect((await get(`/api/utilisateur/count/${MARK}`, token)).json()).toEqual({ nb: 3 });
    }
  });

  it('appear for staff', async () => {
    const page = await search({ search: MARK }, admin);
    expect(names(page)).toEqual(['Agnès', 'Hugo', 'Inès', 'Paul', 'Élodie']);
    const staff = await get(`/api/utilisateur/admin/0/100/${MARK}`, admin);
    const items = (staff.json() as { items: StaffProfileCard[] }).items;
    expect(items.find((p) => p.id === ids.hidden)).toMatchObject({ visibilite: 'NON_VISIBLE', active: true });
    expect(items.find((p) => p.id === ids.inactive)).toMatchObject({ active: false });
  });

  it('keeps the staff list for staff', async () => {
    expect((await get('/api/utilisateur/admin/0/10')).statusCode).toBe(401);
    expect((await get('/api/utilisateur/admin/0/10', recruiter)).statusCode).toBe(403);
  });

  it('follows changes written to the database at once: hiding a profile or removing a skill', async () => {
    /** Written straight to the database, as another process would: the very next search has it. */
    const soon = async (query: Record<string, string>, expected: string[]) =>
      expect(names(await search(query))).toEqual(expected);
    await t.db.update(users).set({ visibilite: 'NON_VISIBLE' }).where(eq(users.id, ids.chef!));
    await soon({ search: MARK }, ['Agnès', 'Élodie']);
    await t.db.update(users).set({ visibilite: 'VISIBLE' }).where(eq(users.id, ids.chef!));
    await t.db.delete(tags).where(eq(tags.utilisateurId, ids.dev!));
    await soon({ search: `typescript ${MARK}` }, []);
    await t.db.insert(tags).values({ utilisateurId: ids.dev!, nomTag: 'TypeScript', niveau: 4 });
    await soon({ search: `typescript ${MARK}` }, ['Élodie']);
  });
});

describe('paging', () => {
  beforeAll(async () => {
    const before = (await get('/api/utilisateur/count')).json() as { nb: number };
    for (let i = 0; i < 30; i++) await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', metier: `Métier ${i}` });
    // Written straight to the database, as another process would: the next count has them.
    expect((await get('/api/utilisateur/count')).json()).toEqual({ nb: before.nb + 30 });
  });

  it('pages without overlap, totals agree, a page past the end is empty with the total', async () => {
    const all = await search({}, undefined, 0, 100);
    expect(all.totalElements).toBeGreaterThan(20);
    const first = await search({}, undefined, 0, 7);
    const second = await search({}, undefined, 1, 7);
    expect(first.items).toHaveLength(7);
    expect(second.items.map((p) => p.id)).toEqual(all.items.slice(7, 14).map((p) => p.id));
    expect(first.items.map((p) => p.id)).toEqual(all.items.slice(0, 7).map((p) => p.id));
    const past = await search({}, undefined, 999, 7);
    expect(past).toEqual({ items: [], totalElements: all.totalElements });
    expect((await get('/api/utilisateur/count')).json()).toEqual({ nb: all.totalElements });
  });

  it('pagination/x gives a page of the default size (15)', async () => {
    const response = await get('/api/utilisateur/pagination/1');
    const page = response.json() as Page;
    const all = await search({}, undefined, 0, 100);
    expect(page.items.map((p) => p.id)).toEqual(all.items.slice(15, 30).map((p) => p.id));
  });
});

describe('latest profiles', () => {
  it('lists the 6 newest visible profiles, never ADMIN nor RECRUTEUR', async () => {
    const newest = await createUser(t.db, { role: 'ALTERNANT', prenom: 'Nina' });
    await createUser(t.db, { role: 'RECRUTEUR' });
    await createUser(t.db, { role: 'ADMIN' });
    const hidden = await createUser(t.db, { role: 'EMPLOYE', visibilite: 'NON_VISIBLE' });
    const latest = async () => {
      const response = await get('/api/utilisateur/derniers');
      expect(response.statusCode).toBe(200);
      return response.json() as ProfileCard[];
    };
    // Written straight to the database: the next call has the new profiles.
    const items = await latest();
    expect(items).toHaveLength(6);
    expect(items.some((p) => p.role === 'ADMIN' || p.role === 'RECRUTEUR')).toBe(false);
    expect(items.map((p) => p.id)).not.toContain(ids.hidden);
    expect(items.map((p) => p.id)).not.toContain(ids.inactive);
    expect(items.map((p) => p.id)).not.toContain(hidden.id);
    expect(items[0]?.id).toBe(newest.id);
  });
});
