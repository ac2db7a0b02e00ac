// The place filter by zone (commune, intercommunalité of each kind, département, région), the picker's suggestions,
// counts that stop at « plus de 1 000 » with every page still reachable, and a change seen at once by another process.
import type { ProfileCard, ZoneSuggestion } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/access/accounts';
import { createSecondApp, createTestApp } from '../../../test/helpers/test-app';
import { users } from '../../db/schema';
import { addProfiles } from '../../db/seed/bulk';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A word no other profile carries, so each search sees only these profiles. */
const MARK = 'quizzfrelon';
const ids: Record<string, number> = {};

type Page = { items: ProfileCard[]; totalElements: number; plusDe?: boolean };

/** A commune in each kind of intercommunalité, with its EPCI's SIREN. */
const PLACES = [
  { key: 'villeurbanne', ville: 'Villeurbanne', epci: '200046977' }, // Métropole de Lyon (MET69)
  { key: 'rouen', ville: 'Rouen', epci: '200023414' }, // Métropole Rouen Normandie (METRO)
  { key: 'perpignan', ville: 'Perpignan', epci: '200027183' }, // CU Perpignan Méditerranée Métropole (CU)
  { key: 'beaune', ville: 'Beaune', epci: '200006682' }, // CA Beaune, Côte et Sud (CA)
  { key: 'bonneville', ville: 'Bonneville', epci: '200000172' }, // CC Faucigny - Glières (CC)
] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const place of PLACES) {
    const user = await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      prenom: place.ville,
      ville: place.ville,
      metier: 'Soudeuse',
      description: `Profil ${MARK}.`,
    });
    ids[place.key] = user.id;
  }
});
afterAll(async () => t?.close());

const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });
const search = async (query: Record<string, string>, page = 0, size = 15, app = t.app) => {
  const qs = new URLSearchParams(query).toString();
  const response = await get(`/api/utilisateur/parfiltre/${page}/${size}?${qs}`, app);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const found = async (zone: string) =>
  (await search({ search: MARK, zone })).items.map((p) => p.prenom).sort((a, b) => a.localeCompare(b));

describe('zone', () => {
  it('finds a commune by its code, and each commune by its intercommunalité, whatever its kind', async () => {
    expect(await found('commune:69266')).toEqual(['Villeurbanne']);
    for (const place of PLACES) expect(await found(`epci:${place.epci}`), place.ville).toEqual([place.ville]);
  });

  it('finds the communes of a département and of a région', async () => {
    expect(await found('departement:69')).toEqual(['Villeurbanne']);
    expect(await found('departement:74')).toEqual(['Bonneville']);
    // Auvergne-Rhône-Alpes holds the Rhône and the Haute-Savoie; Normandie holds Rouen.
    expect(await found('region:84')).toEqual(['Bonneville', 'Villeurbanne']);
    expect(await found('region:28')).toEqual(['Rouen']);
    expect(await found('region:11')).toEqual([]);
  });

  it('keeps the other filters beside a zone, and the exact city of SPEC’s ville', async () => {
    expect((await search({ search: MARK, zone: 'region:84', ville: 'Villeurbanne' })).items).toHaveLength(1);
    expect((await search({ search: 'soudeu', zone: 'epci:200046977' })).items.map((p) => p.id)).toEqual([
      ids.villeurbanne,
    ]);
    expect((await search({ search: MARK, zone: 'region:84', typeDeContrat: 'CDI' })).items).toHaveLength(0);
  });

  it('refuses an unknown zone with a French message naming it, and a zone written otherwise', async () => {
    const unknown = await get('/api/utilisateur/parfiltre/0/15?zone=epci:123456789');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Zone inconnue : « epci:123456789 »');
    const count = await get('/api/utilisateur/countparfiltre?zone=departement:999');
    expect(count.statusCode).toBe(400);
    expect(count.json().message).toContain('departement:999');
    const malformed = await get('/api/utilisateur/parfiltre/0/15?zone=Lyon');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('commune:69266');
  });
});

describe('zone suggestions', () => {
  const suggest = async (q: string) => {
    const response = await get(`/api/constants/zones?${new URLSearchParams({ q })}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ZoneSuggestion[];
  };

  it('suggests communes, intercommunalités, départements and régions with their kind', async () => {
    expect((await suggest('villeurb'))[0]).toEqual({
      zone: 'commune:69266',
      nom: 'Villeurbanne',
      type: 'commune',
      libelle: 'Villeurbanne (69)',
    });
    expect(await suggest('Métropole de Lyon')).toContainEqual({
      zone: 'epci:200046977',
      nom: 'Métropole de Lyon',
      type: 'epci',
      libelle: 'Métropole de Lyon',
    });
    // A word of an intercommunalité's name finds it too; the commune of that exact name comes first.
    const lyon = await suggest('lyon');
    expect(lyon[0]?.zone).toBe('commune:69123');
    expect(lyon.map((z) => z.zone)).toContain('epci:200046977');
    expect((await suggest('rhone'))[0]).toMatchObject({ zone: 'departement:69', libelle: 'Rhône (69)' });
    expect(await suggest('auvergne-rhone')).toContainEqual(
      expect.objectContaining({ zone: 'region:84', type: 'region' }),
    );
  });
});

describe('counts', () => {
  beforeAll(async () => {
    // Some bulk profiles are hidden: enough that more than 1,100 are visible.
    await addProfiles(t.db, 1_400);
  });

  it('are exact up to 1,000 and « plus de 1 000 » beyond, the count call agreeing', async () => {
    expect(await search({ search: MARK })).toMatchObject({ totalElements: 5 });
    expect((await search({ search: MARK })).plusDe).toBeUndefined();
    const all = await search({});
    expect(all).toMatchObject({ totalElements: 1001, plusDe: true });
    expect((await get('/api/utilisateur/countparfiltre')).json()).toEqual({ nb: 1001, plusDe: true });
    expect((await get(`/api/utilisateur/countparfiltre?search=${MARK}`)).json()).toEqual({ nb: 5 });
  });

  it('still offer every page: past the thousandth profile, the count runs on past the page asked for', async () => {
    const size = 20;
    const page50 = await search({}, 50, size);
    expect(page50.items).toHaveLength(size);
    expect(page50.plusDe).toBe(true);
    // A page reaching past 1,000: counted at least one further, so a next page is offered.
    expect(page50.totalElements).toBeGreaterThan(51 * size);
    const page51 = await search({}, 51, size);
    expect(page51.items).toHaveLength(size);
    expect(page51.totalElements).toBeGreaterThan(52 * size);
    // Pages follow each other without overlap, in the same order as a page of 100 gives them.
    const wide = await search({}, 10, 100);
    expect([...page50.items, ...page51.items].map((p) => p.id)).toEqual(wide.items.map((p) => p.id).slice(0, 40));
    // Past the last profile: nothing, and the exact total.
    const past = await search({}, 200, size);
    expect(past.items).toEqual([]);
    expect(past.plusDe).toBeUndefined();
    expect(past.totalElements).toBeGreaterThan(1_100);
  });
});

describe('freshness', () => {
  it('shows a change in the very next search, on this process and on another one', async () => {
    const other = await createSecondApp(t);
    const apps = other ? [t.app, other] : [t.app];
    try {
      await t.db.update(users).set({ ville: 'Lyon' }).where(eq(users.id, ids.rouen!));
      for (const app of apps) {
        expect((await search({ search: MARK, zone: 'region:28' }, 0, 15, app)).items).toEqual([]);
        const lyon = await search({ search: MARK, zone: 'epci:200046977' }, 0, 15, app);
        expect(lyon.items.map((p) => p.id).sort()).toEqual([ids.villeurbanne, ids.rouen].sort());
      }
      // A new profile, too, is in the next search of every process.
      const arrived = await createUser(t.db, {
        role: 'ALTERNANT',
        prenom: 'Nouvelle',
        ville: 'Rouen',
        description: `Arrivée ${MARK}.`,
      });
      for (const app of apps) {
        expect((await search({ search: MARK, zone: 'region:28' }, 0, 15, app)).items.map((p) => p.id)).toEqual([
          arrived.id,
        ]);
      }
    } finally {
      await other?.close();
    }
  });
});
