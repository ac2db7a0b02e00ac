// /recherche over 100,000 profiles: a narrow and a broad ('dev', ≈1 profile in 4) search, beside the same SQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_TYPES, EXPERIENCE_LEVELS, foldSearchText, type ProfileFilter } from '@tremplin/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../../src/db/client';
import { addProfiles } from '../../src/db/seed/bulk';
import { CITIES, SKILLS } from '../../src/db/seed/content';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import {
  countedPageQuery,
  countsQuery,
  pageQuery,
  type SearchScope,
  searchWords,
  textQuery,
  wordsStartingWithQuery,
} from '../../src/features/search/queries';
import { pageWindow } from '../../src/features/search/service';
import type { BenchCase, BenchContext, BenchSuite } from '../lib/types';

const PROFILES = 100_000;
const PAGE_SIZE = 15;
const PUBLIC: SearchScope = { includeHidden: false };
const dialect = new PgDialect();

/** Narrow: a skill in one city (≈100 matches each). */
const NARROW: ProfileFilter[] = ['lyon', 'nantes', 'rouen', 'marseille', 'poitiers'].flatMap((ville) =>
  ['typescript', 'python', 'comptab'].map((search) => ({ search, ville })),
);
/** Broad: the prefix 'dev' on its first five pages. */
const BROAD = [0, 1, 2, 3, 4].map((page) => ({ filter: { search: 'dev' } as ProfileFilter, page }));

/**
 * First searches, never the same twice in a run so the API keeps none: a skill prefix, a city, an experience and a
 * contract type (≈70,000 combinations, each narrow).
 */
const SKILL_PREFIXES = SKILLS.map((s) => foldSearchText(s.nom).slice(0, 5));
const CITY_NAMES = CITIES.map(([city]) => city);
const EXPERIENCE_CHOICES = [undefined, ...EXPERIENCE_LEVELS];
const CONTRACT_CHOICES = [undefined, ...CONTRACT_TYPES];
function firstSearch(n: number): ProfileFilter {
  // A stride prime to every radix walks the combinations without repeating nor staying on one skill.
  let k =
    (n * 7919) % (SKILL_PREFIXES.length * CITY_NAMES.length * EXPERIENCE_CHOICES.length * CONTRACT_CHOICES.length);
  const pick = <T>(list: readonly T[]) => {
    const item = list[k % list.length] as T;
    k = Math.floor(k / list.length);
    return item;
  };
  const filter: ProfileFilter = { search: pick(SKILL_PREFIXES), ville: pick(CITY_NAMES) };
  const experience = pick(EXPERIENCE_CHOICES);
  const typeDeContrat = pick(CONTRACT_CHOICES);
  if (experience) filter.experience = experience;
  if (typeDeContrat) filter.typeDeContrat = typeDeContrat;
  return filter;
}

const queryString = (filter: ProfileFilter) =>
  new URLSearchParams(Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Each word's stored words, looked up once as the API does (it keeps them until a profile changes). */
const knownWords = new Map<string, string[]>();
async function lookUpWords(ctx: BenchContext, filters: ProfileFilter[]) {
  for (const word of new Set(filters.flatMap((f) => searchWords(f.search)))) {
    if (knownWords.has(word)) continue;
    const built = dialect.sqlToQuery(wordsStartingWithQuery(word));
    const { rows } = await ctx.pool.query(built.sql, built.params);
    knownWords.set(word, rows[0].words as string[]);
  }
}
const textOf = (filter: ProfileFilter) => {
  const words = searchWords(filter.search);
  return textQuery(
    words,
    words.map((w) => knownWords.get(w) ?? null),
  );
};

/**
 * The statement the API runs for a search it does not keep yet: counts and page together for a new search (narrow),
 * the page alone for another page of a search whose counts it keeps (broad). Kept results run no SQL at all.
 */
async function prepareStatements(ctx: BenchContext, filter: ProfileFilter, page: number, countsKnown: boolean) {
  await lookUpWords(ctx, [filter]);
  const text = textOf(filter);
  const counts = dialect.sqlToQuery(countsQuery(filter, PUBLIC, text));
  const { rows } = await ctx.pool.query(counts.sql, counts.params);
  const tiers = { first: rows[0].first as number, total: rows[0].total as number };
  const statement = countsKnown
    ? pageQuery(filter, PUBLIC, text, pageWindow(tiers, page, PAGE_SIZE))
    : countedPageQuery(filter, PUBLIC, text, page * PAGE_SIZE, PAGE_SIZE);
  const built = dialect.sqlToQuery(statement);
  return {
    total: tiers.total,
    run: () => ctx.pool.query(built.sql, built.params),
  };
}

export const profileSearchSuite: BenchSuite = {
  name: 'profile-search',
  async prepare(databaseUrl, pool) {
    const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await seedDemoIfEmpty(handle.db, { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-search-')) }, console);
    const { rows } = await pool.query(
      "select count(*)::int as n from users where email like '%@exemple.test' and email not like 'bench-%'",
    );
    const missing = PROFILES - (rows[0].n as number);
    if (missing > 0) {
      console.log(`[profile-search] ajout de ${missing} profils…`);
      await addProfiles(handle.db, missing, {
        onProgress: (done, total) => done % 10_000 === 0 && console.log(`  ${done} / ${total}`),
      });
      // The bulk load rewrote each search row once per batch of skills: compact and refresh the statistics.
      await pool.query('vacuum full analyze profile_search');
    }
    await handle.close();
    await pool.query('vacuum analyze profile_search');
  },
  async cases(ctx) {
    const narrow = await Promise.all(NARROW.map((f) => prepareStatements(ctx, f, 0, false)));
    const broad = await Promise.all(BROAD.map(({ filter, page }) => prepareStatements(ctx, filter, page, true)));
    const narrowTotals = narrow.map((s) => s.total);
    console.log(
      `[profile-search] requête étroite : ${Math.min(...narrowTotals)} à ${Math.max(...narrowTotals)} profils ; large ('dev') : ${broad[0]?.total} profils`,
    );
    await lookUpWords(
      ctx,
      SKILL_PREFIXES.map((search) => ({ search })),
    );
    // Both sides walk the same first searches, each from its own start.
    let apiSearches = 0;
    let sqlSearches = 0;
    const cases: BenchCase[] = [
      {
        name: `GET /api/utilisateur/parfiltre (étroite : compétence + ville, ${NARROW.length} variantes)`,
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) =>
          ctx.http.request(
            'GET',
            `/api/utilisateur/parfiltre/0/${PAGE_SIZE}?${queryString(NARROW[i % NARROW.length]!)}`,
          ),
        sql: (i) => narrow[i % narrow.length]!.run(),
      },
      {
        name: 'GET /api/utilisateur/parfiltre (large : search=dev, pages 1 à 5)',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => {
          const { filter, page } = BROAD[i % BROAD.length]!;
          return ctx.http.request('GET', `/api/utilisateur/parfiltre/${page}/${PAGE_SIZE}?${queryString(filter)}`);
        },
        sql: (i) => broad[i % broad.length]!.run(),
      },
      {
        name: 'GET /api/utilisateur/parfiltre (première recherche : compétence + ville + expérience + contrat, jamais gardée)',
        http: () => {
          const filter = firstSearch(apiSearches++);
          return ctx.http.request('GET', `/api/utilisateur/parfiltre/0/${PAGE_SIZE}?${queryString(filter)}`);
        },
        sql: () => {
          const filter = firstSearch(sqlSearches++);
          const built = dialect.sqlToQuery(countedPageQuery(filter, PUBLIC, textOf(filter), 0, PAGE_SIZE));
          return ctx.pool.query(built.sql, built.params);
        },
      },
    ];
    return cases;
  },
};
