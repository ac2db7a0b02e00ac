// /recherche over 100,000 profiles (`--profiles`): searches people never made before, narrow and broad, built from
// the demo vocabulary. The API answers them from its in-memory profile index and reads the page's cards from
// PostgreSQL; each is measured beside the same search done by PostgreSQL alone through the driver (counts and page in
// one statement, what the API ran before it had the index). No cache is on either path.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_TYPES, EXPERIENCE_LEVELS, type ProfileFilter } from '@tremplin/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../../src/db/client';
import { addProfiles } from '../../src/db/seed/bulk';
import { AVAILABILITY, CITIES, FIELDS, QUALITIES, SKILLS } from '../../src/db/seed/content';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { loadProfileIndex } from '../../src/features/search/profile-index-plugin';
import {
  countedPageQuery,
  type SearchScope,
  searchWords,
  textQuery,
  wordsStartingWithQuery,
} from '../../src/features/search/queries';
import { type BenchCase, type BenchContext, type BenchSuite, shuffled } from '../lib/types';

const PAGE_SIZE = 15;
const PUBLIC: SearchScope = { includeHidden: false };
const dialect = new PgDialect();
/** Requests per workload, walked in order: none is asked twice in a measure. */
const POOL = 20_000;

/**
 * What people type: the first 2 to 6 letters of the words of the demo profiles — skills, job titles, the sentences
 * of their descriptions — and cities.
 */
const WORDS = [
  ...new Set(
    [
      ...SKILLS.map((s) => s.nom),
      ...FIELDS.flatMap((f) => [...f.skills, ...f.jobs.flat()]),
      ...QUALITIES.flat(),
      ...AVAILABILITY,
    ].flatMap((text) => searchWords(text).filter((w) => w.length >= 4)),
  ),
];
const prefixes = (min: number) => [
  ...new Set(
    WORDS.flatMap((w) => Array.from({ length: Math.min(6, w.length) - min + 1 }, (_, k) => w.slice(0, min + k))),
  ),
];
const CITY_NAMES = CITIES.map(([city]) => city);

/** Narrow: a word (3 to 6 letters) in one city, with or without an experience level or a contract type. */
function narrowSearches(): ProfileFilter[] {
  const all: ProfileFilter[] = [];
  for (const search of prefixes(3))
    for (const ville of CITY_NAMES) {
      all.push({ search, ville });
      for (const experience of EXPERIENCE_LEVELS) all.push({ search, ville, experience });
      for (const typeDeContrat of CONTRACT_TYPES) all.push({ search, ville, typeDeContrat });
    }
  return shuffled(all).slice(0, POOL);
}

/** Broad: a word of 2 to 6 letters alone, or with a contract type, or two words; any of the first three pages. */
function broadSearches(): { filter: ProfileFilter; page: number }[] {
  const words = prefixes(2);
  const all: { filter: ProfileFilter; page: number }[] = [];
  for (const search of words)
    for (let page = 0; page < 3; page++) {
      all.push({ filter: { search }, page });
      for (const typeDeContrat of CONTRACT_TYPES) all.push({ filter: { search, typeDeContrat }, page });
    }
  const twoWords = shuffled(words, 7).map((w, k) => ({
    filter: { search: `${w} ${words[k % words.length]}` },
    page: 0,
  }));
  return shuffled([...all, ...twoWords]).slice(0, POOL);
}

const queryString = (filter: ProfileFilter) =>
  new URLSearchParams(Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)])).toString();

/**
 * The stored words each typed word stands for, looked up through the driver the first time, then kept, so that the
 * reference measures the search statement itself.
 */
function wordExpansions(ctx: BenchContext) {
  const known = new Map<string, Promise<string[]>>();
  const expand = (word: string) => {
    let words = known.get(word);
    if (!words) {
      const built = dialect.sqlToQuery(wordsStartingWithQuery(word));
      words = ctx.pool.query(built.sql, built.params).then(({ rows }) => rows[0].words as string[]);
      known.set(word, words);
    }
    return words;
  };
  return async (filter: ProfileFilter) => {
    const words = searchWords(filter.search);
    return textQuery(words, await Promise.all(words.map(expand)));
  };
}

export const profileSearchSuite: BenchSuite = {
  name: 'profile-search',
  databaseSuffix: (volumes) => String(volumes.profiles),
  async prepare(databaseUrl, pool, volumes) {
    const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await seedDemoIfEmpty(handle.db, { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-search-')) }, console);
    const { rows } = await pool.query(
      "select count(*)::int as n from users where email like '%@exemple.test' and email not like 'bench-%'",
    );
    const missing = volumes.profiles - (rows[0].n as number);
    if (missing > 0) {
      console.log(`[profile-search] ajout de ${missing} profils…`);
      await addProfiles(handle.db, missing, {
        onProgress: (done, total) => done % 10_000 === 0 && console.log(`  ${done} / ${total}`),
      });
      // The bulk load rewrote each search row once per batch of skills: compact and refresh the statistics.
      await pool.query('vacuum full analyze profile_search');
    }
    // Statistics of what the bulk load wrote, as autovacuum would have them a moment later.
    await pool.query('vacuum analyze users');
    await pool.query('vacuum analyze tags');
    await handle.close();
    await pool.query('vacuum analyze profile_search');
  },
  async cases(ctx) {
    const textOf = wordExpansions(ctx);
    /** The statement the API runs for a search it has not kept: counts and page together. */
    const counted = async (filter: ProfileFilter, page: number) => {
      const built = dialect.sqlToQuery(
        countedPageQuery(filter, PUBLIC, await textOf(filter), page * PAGE_SIZE, PAGE_SIZE),
      );
      return ctx.pool.query(built.sql, built.params);
    };
    const narrow = narrowSearches();
    const broad = broadSearches();
    const pathOf = (filter: ProfileFilter, page: number) =>
      `/api/utilisateur/parfiltre/${page}/${PAGE_SIZE}?${queryString(filter)}`;

    // How many profiles the searches find, from a sample, so the reader knows what narrow and broad mean here.
    const totals = async (searches: { filter: ProfileFilter; page: number }[]) => {
      const found: number[] = [];
      for (const { filter, page } of searches.slice(0, 200))
        found.push(((await counted(filter, page)).rows[0]?.total as number) ?? 0);
      found.sort((a, b) => a - b);
      return `médiane ${found[found.length >> 1]}, 95e centile ${found[Math.floor(found.length * 0.95)]}`;
    };
    console.log(
      `[profile-search] ${ctx.volumes.profiles} profils ; profils trouvés par recherche — étroite : ${await totals(narrow.map((filter) => ({ filter, page: 0 })))} ; large : ${await totals(broad)}`,
    );

    // What the index costs each API process: built here the way the server builds it at start, and measured once the
    // connection that read it is closed (the driver keeps the buffer it grew for the rows until then).
    const handle = await openDatabase({ url: ctx.databaseUrl, poolSize: 1 });
    // A buffer's memory goes back some time after the collection that found it unreachable: collect a few times.
    const used = async () => {
      for (let k = 0; k < 4; k++) {
        global.gc?.();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    };
    const before = await used();
    const t0 = performance.now();
    const index = await loadProfileIndex(handle.db);
    const seconds = (performance.now() - t0) / 1000;
    await handle.close();
    const megabytes = ((await used()) - before) / 1e6;
    console.log(
      `[profile-search] index en mémoire : ${index.slots} profils, construit en ${seconds.toFixed(1)} s, ${megabytes.toFixed(0)} Mo par processus API`,
    );

    const cases: BenchCase[] = [
      {
        name: 'GET /api/utilisateur/parfiltre, recherche étroite jamais faite (mot de 3 à 6 lettres + ville [+ expérience | contrat]) ; SQL = la même recherche faite par PostgreSQL',
        distinct: narrow.length,
        reference: 'sql',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => ctx.http.request('GET', pathOf(narrow[i % narrow.length]!, 0)),
        ref: (i) => counted(narrow[i % narrow.length]!, 0),
      },
      {
        name: 'GET /api/utilisateur/parfiltre, recherche large jamais faite (mot de 2 à 6 lettres [+ contrat] ou deux mots, pages 1 à 3) ; SQL = la même recherche faite par PostgreSQL',
        distinct: broad.length,
        reference: 'sql',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => {
          const { filter, page } = broad[i % broad.length]!;
          return ctx.http.request('GET', pathOf(filter, page));
        },
        ref: (i) => {
          const { filter, page } = broad[i % broad.length]!;
          return counted(filter, page);
        },
      },
    ];
    return cases;
  },
};
