// The index finds, counts and orders exactly what the search in SQL does, for any filter, page and scope: at layout,
// and after profiles were changed, added and removed (held in the overlay), and once laid out again.
import { CONTRACT_TYPES, type ProfileFilter, ROLES } from '@tremplin/shared';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownPasswordHash } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { type NewUser, tags, users } from '../../db/schema';
import type { ProfileIndex } from './profile-index';
import { loadProfileIndex, readProfiles } from './profile-index-plugin';
import { type CountedProfileRow, countedPageQuery, type SearchScope } from './queries';
import { indexQuery, searchText } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;

const FIRST_NAMES = ['Élodie', 'Hugo', 'Inès', 'Léa', 'Noé', 'Zoé', 'Maël'];
const JOBS = ['Développeuse web', 'Développeur mobile', 'Chef de projet', 'Comptable', 'Aide-soignante', null];
const CITIES = ['Lyon', 'Saint-Étienne', 'Nantes', 'Brest', null];
const EXPERIENCES = ['Débutant', '1 à 3 ans', 'Plus de 5 ans', null];
const WORDS = [
  'passionnée',
  'rigoureux',
  'équipe',
  'développement',
  'accessibilité',
  'comptabilité',
  'soins',
  'projet',
];
const SKILLS = ['TypeScript', 'React', 'Gestion de projet', 'Paie', 'Soins palliatifs'];
/** What people type: whole words, their beginnings, and words found nowhere. */
const TYPED = [
  'dev',
  'develop',
  'de',
  'lyon',
  'saint',
  'etienne',
  'comp',
  'proj',
  'elodie',
  'hugo',
  'react',
  'zz',
  'e',
];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** Many profiles of few words, so that searches match many, and several created at the same instant. */
function profiles(count: number, seed: number): NewUser[] {
  return Array.from({ length: count }, (_, i) => {
    const n = seed + i * 7;
    return {
      email: `index-${seed}-${i}@exemple.test`,
      passwordHash: '',
      active: n % 11 !== 0,
      talentPoolConsent: n % 13 !== 0,
      visibilite: n % 5 === 0 ? 'NON_VISIBLE' : 'VISIBLE',
      role: pick(ROLES, n),
      nom: pick(['MARTIN', 'BERNARD', 'PETIT'], n),
      prenom: pick(FIRST_NAMES, n >> 1),
      metier: pick(JOBS, n >> 2),
      ville: pick(CITIES, n >> 1),
      experience: pick(EXPERIENCES, n),
      typeDeContrat: pick([...CONTRACT_TYPES, null], n >> 3),
      description: `${pick(WORDS, n)} ${pick(WORDS, n >> 2)}`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (n % 9), 0, 0, 0, n % 3)),
    } satisfies NewUser;
  });
}

async function addProfiles(count: number, seed: number) {
  const hash = await knownPasswordHash();
  const added = await t.db
    .insert(users)
    .values(profiles(count, seed).map((p) => ({ ...p, passwordHash: hash })))
    .returning({ id: users.id });
  const skills = added.flatMap(({ id }, i) =>
    SKILLS.filter((_, k) => (i + k + seed) % 3 === 0).map((nomTag, k) => ({ utilisateurId: id, nomTag, niveau: k })),
  );
  if (skills.length) await t.db.insert(tags).values(skills);
  return added.map(({ id }) => id);
}

const filters: fc.Arbitrary<ProfileFilter> = fc.record(
  {
    search: fc.subarray(TYPED, { maxLength: 3 }).map((words) => words.join(' ')),
    metier: fc.constantFrom('develop', 'chef', 'ante', 'web'),
    ville: fc.constantFrom('Lyon', 'saint-etienne', 'NANTES', 'Paris'),
    experience: fc.constantFrom('Débutant', 'Plus de 5 ans'),
    typeDeContrat: fc.constantFrom(...CONTRACT_TYPES),
    role: fc.constantFrom(...ROLES),
    tags: fc.subarray(['react', 'TypeScript', 'gestion de projet', 'Pâtisserie'], { minLength: 1, maxLength: 2 }),
  },
  { requiredKeys: [] },
);
const scopes: fc.Arbitrary<SearchScope> = fc.record({
  includeHidden: fc.boolean(),
  excludeRoles: fc.constantFrom([], ['ADMIN', 'RECRUTEUR'] as const),
});

/** The same search, in SQL and in the index: counts and page agree. */
async function agree(index: ProfileIndex, filter: ProfileFilter, scope: SearchScope, page: number, size: number) {
  const text = await searchText(t.db, filter);
  const { rows } = (await t.db.execute(countedPageQuery(filter, scope, text, page * size, size))) as unknown as {
    rows: CountedProfileRow[];
  };
  const found = index.page(indexQuery(filter, scope), page * size, size);
  const expected = { first: rows[0]?.first ?? 0, total: rows[0]?.total ?? 0, userIds: rows.flatMap((r) => r.id ?? []) };
  expect(found, JSON.stringify({ filter, scope, page, size })).toEqual(expected);
  expect(index.count(indexQuery(filter, scope))).toEqual({ first: expected.first, total: expected.total });
}

const searches = fc.tuple(filters, scopes, fc.nat({ max: 6 }), fc.constantFrom(1, 7, 15));

beforeAll(async () => {
  t = await createTestApp();
  await addProfiles(400, 1);
});
afterAll(async () => t?.close());

describe('the profile index', () => {
  it('answers every search as the SQL does once laid out', async () => {
    const index = await loadProfileIndex(t.db);
    expect(index.slots).toBeGreaterThanOrEqual(400);
    await fc.assert(
      fc.asyncProperty(searches, ([filter, scope, page, size]) => agree(index, filter, scope, page, size)),
      { numRuns: 300 },
    );
  });

  it('still does once profiles are changed, added and removed, and once laid out again', async () => {
    const index = await loadProfileIndex(t.db);
    const ids = (await t.db.select({ id: users.id }).from(users)).map((r) => r.id);
    const changed = ids.filter((_, i) => i % 9 === 0);
    await t.db.execute(sql`update users set description = description || ' équipe', ville = 'Brest',
      visibilite = case when visibilite = 'VISIBLE' then 'NON_VISIBLE'::visibilite else 'VISIBLE'::visibilite end
      where id = any(${`{${changed.join(',')}}`}::int[])`);
    const removed = ids.filter((_, i) => i % 17 === 1);
    await t.db.delete(users).where(inArray(users.id, removed));
    const skillless = ids.filter((_, i) => i % 10 === 3);
    await t.db.delete(tags).where(inArray(tags.utilisateurId, skillless));
    const added = await addProfiles(60, 5);

    const touched = [...changed, ...removed, ...skillless, ...added];
    index.apply(touched, await readProfiles(t.db, touched));
    expect(index.changed).toBeGreaterThan(60);
    await fc.assert(
      fc.asyncProperty(searches, ([filter, scope, page, size]) => agree(index, filter, scope, page, size)),
      { numRuns: 200 },
    );
    const laidOut = await loadProfileIndex(t.db);
    expect(laidOut.changed).toBe(0);
    await fc.assert(
      fc.asyncProperty(searches, ([filter, scope, page, size]) => agree(laidOut, filter, scope, page, size)),
      { numRuns: 100 },
    );
  });
});
