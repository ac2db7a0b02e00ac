// /recherche over 100,000 profiles (`--profiles`): searches people never made before, narrow, broad and by zone,
// built from the demo vocabulary. The API runs one statement (page in ranking order and count capped at 1,000, see
// lib/profile-search/queries.ts) after looking up the stored words each typed word begins; each search is measured
// beside the same statement through the driver, and behind a bare Fastify. No cache is on any path. It also runs on
// PGlite (`--database pglite`), the statement then run by the bench's own PGlite, without the bare Fastify.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_TYPES, EXPERIENCE_LEVELS, type ProfileFilter } from '@tremplin/shared';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { addProfiles } from '../../src/db/seed/bulk';
import { AVAILABILITY, CITIES, FIELDS, QUALITIES, SKILLS } from '../../src/db/seed/content';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { loadZones } from '../../src/lib/places/zones';
import {
  type SearchScope,
  searchPageQuery,
  searchWords,
  textQuery,
  wordsStartingWithQuery,
} from '../../src/lib/profile-search/queries';
import { type BenchCase, type BenchSuite, type BenchVolumes, type SqlBenchContext, shuffled } from '../lib/types';

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

/**
 * By zone: the intercommunalité, département or région of one of the demo cities, alone or with a word of 3 to 6
 * letters; any of the first three pages.
 */
async function zoneSearches(): Promise<{ filter: ProfileFilter; page: number }[]> {
  const zones = await loadZones();
  const places = CITY_NAMES.flatMap((city) =>
    zones
      .startingWith(city, 50)
      .filter((z) => z.type === 'commune' && z.nom === city)
      .slice(0, 1),
  );
  const all: { filter: ProfileFilter; page: number }[] = [];
  for (const place of places) {
    for (const zone of zones.holding(place.zone))
      for (let page = 0; page < 3; page++) {
        all.push({ filter: { zone }, page });
        for (const search of prefixes(3)) all.push({ filter: { search, zone }, page });
      }
  }
  return shuffled(all).slice(0, POOL);
}

const queryString = (filter: ProfileFilter) =>
  new URLSearchParams(Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)])).toString();

/**
 * The stored words each typed word stands for, looked up through the driver the first time, then kept, so that the
 * reference measures the search statement itself.
 */
function wordExpansions(ctx: SqlBenchContext) {
  const known = new Map<string, Promise<string[]>>();
  const expand = (word: string) => {
    let words = known.get(word);
    if (!words) {
      const built = dialect.sqlToQuery(wordsStartingWithQuery(word));
      words = ctx.sql.query(built.sql, built.params).then(({ rows }) => (rows[0]?.words ?? []) as string[]);
      known.set(word, words);
    }
    return words;
  };
  return async (filter: ProfileFilter) => {
    const words = searchWords(filter.search);
    return textQuery(words, await Promise.all(words.map(expand)));
  };
}

/** The name of a statement's text for the bare Fastify (it prepares each name once per connection). */
const statementName = (text: string) => `s${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

async function searchCases(ctx: SqlBenchContext): Promise<BenchCase[]> {
  const textOf = wordExpansions(ctx);
  const zones = await loadZones();
  /** The statement the API runs for a search: page and capped count together. */
  const statement = async (filter: ProfileFilter, page: number): Promise<SQL> =>
    searchPageQuery(
      {
        filter,
        scope: PUBLIC,
        query: await textOf(filter),
        zoneKeys: filter.zone ? (zones.find(filter.zone)?.villeKeys ?? []) : null,
      },
      page * PAGE_SIZE,
      PAGE_SIZE,
    );
  const counted = async (filter: ProfileFilter, page: number) => {
    const built = dialect.sqlToQuery(await statement(filter, page));
    return ctx.sql.query(built.sql, built.params);
  };
  // Behind the bare Fastify: each statement text registered once by name, its values sent as JSON. Requests for a
  // name wait for its registration, which the first of them sent: asking before it is done would answer 404.
  const registered = new Map<string, Promise<unknown>>();
  const overHttp = async (filter: ProfileFilter, page: number) => {
    const built = dialect.sqlToQuery(await statement(filter, page));
    const name = statementName(built.sql);
    let registering = registered.get(name);
    if (!registering) {
      registering = ctx.bare.request('POST', '/sql', { body: { [name]: built.sql } });
      registered.set(name, registering);
    }
    await registering;
    return ctx.bare.request('GET', `/sql/${name}?j=${encodeURIComponent(JSON.stringify(built.params))}`);
  };
  const narrow = narrowSearches();
  const broad = broadSearches();
  const byZone = await zoneSearches();
  // The targets: p95 under 20 ms at 100,000 profiles, under 50 ms at 1,000,000.
  const limitMs = ctx.volumes.profiles >= 1_000_000 ? 50 : 20;
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
    `[profile-search] ${ctx.volumes.profiles} profils ; profils trouvés par recherche (comptés jusqu’à 1 001) — étroite : ${await totals(narrow.map((filter) => ({ filter, page: 0 })))} ; large : ${await totals(broad)} ; par zone : ${await totals(byZone)}`,
  );

  const cases: BenchCase[] = [
    {
      name: 'GET /api/utilisateur/parfiltre, recherche étroite jamais faite (mot de 3 à 6 lettres + ville [+ expérience | contrat]) ; SQL = la même recherche faite par PostgreSQL',
      distinct: narrow.length,
      reference: 'sql',
      p95LimitMs: limitMs,
      minThroughputShare: 0.8,
      http: (i) => ctx.http.request('GET', pathOf(narrow[i % narrow.length]!, 0)),
      ref: (i) => counted(narrow[i % narrow.length]!, 0),
      overHttp: (i) => overHttp(narrow[i % narrow.length]!, 0),
    },
    {
      name: 'GET /api/utilisateur/parfiltre, recherche large jamais faite (mot de 2 à 6 lettres [+ contrat] ou deux mots, pages 1 à 3) ; SQL = la même recherche faite par PostgreSQL',
      distinct: broad.length,
      reference: 'sql',
      p95LimitMs: limitMs,
      minThroughputShare: 0.8,
      http: (i) => {
        const { filter, page } = broad[i % broad.length]!;
        return ctx.http.request('GET', pathOf(filter, page));
      },
      ref: (i) => {
        const { filter, page } = broad[i % broad.length]!;
        return counted(filter, page);
      },
      overHttp: (i) => {
        const { filter, page } = broad[i % broad.length]!;
        return overHttp(filter, page);
      },
    },
    {
      name: 'GET /api/utilisateur/parfiltre, recherche par zone jamais faite (intercommunalité, département ou région d’une ville [+ mot de 3 à 6 lettres], pages 1 à 3) ; SQL = la même recherche faite par PostgreSQL',
      distinct: byZone.length,
      reference: 'sql',
      p95LimitMs: limitMs,
      minThroughputShare: 0.8,
      http: (i) => {
        const { filter, page } = byZone[i % byZone.length]!;
        return ctx.http.request('GET', pathOf(filter, page));
      },
      ref: (i) => {
        const { filter, page } = byZone[i % byZone.length]!;
        return counted(filter, page);
      },
      overHttp: (i) => {
        const { filter, page } = byZone[i % byZone.length]!;
        return overHttp(filter, page);
      },
    },
  ];
  return cases;
}

/**
 * Fills the suite's database, on PostgreSQL or PGlite: the demo data, then the profiles missing for the volume asked.
 * `dataDir` receives the demo's files, as the server's DATA_DIR would.
 */
async function fill(database: DatabaseHandle, volumes: BenchVolumes, dataDir: string) {
  await seedDemoIfEmpty(database.db, { dataDir }, console);
  const { rows } = await database.executeSql(
    "select count(*)::int as n from users where email like '%@exemple.test' and email not like 'bench-%'",
  );
  const missing = volumes.profiles - (rows[0]?.n as number);
  if (missing > 0) {
    console.log(`[profile-search] ajout de ${missing} profils…`);
    await addProfiles(database.db, missing, {
      onProgress: (done, total) => done % 10_000 === 0 && console.log(`  ${done} / ${total}`),
    });
    // The bulk load rewrote each search row once per batch of skills: compact and refresh the statistics.
    await database.executeSql('vacuum full analyze profile_search');
  }
  // Statistics of what the bulk load wrote, as autovacuum would have them a moment later.
  await database.executeSql('vacuum analyze users');
  await database.executeSql('vacuum analyze tags');
  await database.executeSql('vacuum analyze profile_search');
}

export const profileSearchSuite: BenchSuite = {
  name: 'profile-search',
  databaseSuffix: (volumes) => String(volumes.profiles),
  async prepare(databaseUrl, _pool, volumes) {
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    try {
      await fill(database, volumes, mkdtempSync(path.join(tmpdir(), 'bench-search-')));
    } finally {
      await database.close();
    }
  },
  cases: searchCases,
  // On PGlite, the embedded default, the issue sets its target at 10,000 profiles: p95 under 50 ms.
  pglite: { prepare: fill, cases: async (ctx) => (await searchCases(ctx)).map((c) => ({ ...c, p95LimitMs: 50 })) },
};
