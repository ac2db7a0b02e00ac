// Planning and running a profile search, for every list that finds profiles: the public search, staff's lists, a
// recruiter's favourites and the saved searches' alerts.
import { type ProfileCard, type ProfileFilter, SEARCH_MESSAGES } from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { badRequest } from '../http-errors';
import { loadZones } from '../places/zones';
import {
  COUNT_CAP,
  type CountedProfileRow,
  ESTIMATE_FLOOR,
  estimateQuery,
  type ProfileRow,
  type SearchPlan,
  type SearchScope,
  searchCountQuery,
  searchPageQuery,
  searchWords,
  textQuery,
  walkedPageQuery,
  wordsStartingWithQuery,
  zoneHeldQuery,
} from './queries';

/** A found profile as every public list shows it. */
export const toCard = (row: ProfileRow): ProfileCard => ({
  id: row.id,
  nom: row.nom,
  prenom: row.prenom,
  role: row.role,
  metier: row.metier,
  ville: row.ville,
  experience: row.experience,
  typeDeContrat: row.typeDeContrat as ProfileCard['typeDeContrat'],
  photoParDefaut: row.photoParDefaut as ProfileCard['photoParDefaut'],
  cheminImage: row.cheminImage,
  tags: row.tags ?? [],
});

/**
 * A filter made ready for the SQL: each typed word as the stored words it begins (search_words, read now, so a word
 * saved a moment ago is found), and the zone as its communes' names; an unknown zone is a 400 naming it.
 */
export async function planSearch(
  database: DatabaseHandle,
  filter: ProfileFilter,
  scope: SearchScope,
): Promise<SearchPlan> {
  const words = searchWords(filter.search);
  const [expansions, zoneKeys] = await Promise.all([
    Promise.all(
      words.map(
        async (word) => (await database.prepared<{ words: string[] }>(wordsStartingWithQuery(word)))[0]?.words ?? [],
      ),
    ),
    filter.zone ? zoneKeysOf(database, filter.zone) : null,
  ]);
  return { filter, scope, query: textQuery(words, expansions), zoneKeys };
}

/** A zone's communes that profiles hold (a région has thousands of communes, profiles a few hundred). */
async function zoneKeysOf(database: DatabaseHandle, zone: string): Promise<readonly string[]> {
  const found = (await loadZones()).find(zone);
  if (!found) throw badRequest(SEARCH_MESSAGES.unknownZone(zone));
  return (await rowsOf<{ keys: string[] }>(database, zoneHeldQuery(found.villeKeys)))[0]?.keys ?? [];
}

/**
 * The search statement is planned for its values at each run, never prepared: a plan made once for any words or
 * place would guess how many profiles a word matches, and walk the wrong index for most searches.
 */
const rowsOf = async <R>(database: DatabaseHandle, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;

const statisticsKnownQuery = sql`select reltuples > 0 as known from pg_class where oid = 'profile_search'::regclass`;

/** `plusDe` is only said when true: an exact count answers as SPEC's lists always did. */
const capped = (more: boolean): { plusDe?: true } => (more ? { plusDe: true } : {});

/** Databases whose search table has statistics: once gathered on rows they stay, so it is asked only until then. */
const analysed = new WeakSet<object>();

async function statisticsKnown(run: RunSql, database: object): Promise<boolean> {
  if (analysed.has(database)) return true;
  const [row] = await run<{ known: boolean }>(statisticsKnownQuery);
  if (row?.known) analysed.add(database);
  return row?.known === true;
}

/** Runs a statement and gives its rows: the API's database, or the bench's driver running the same SQL. */
export type RunSql = <R>(query: SQL) => Promise<R[]>;

/**
 * The planner's estimate of the matches, rounded to two significant digits as people read it (83 412 → 83 000); 0
 * while the table has no statistics gathered on rows (never analysed, or analysed empty), which would make any guess.
 */
async function estimatedMatches(run: RunSql, plan: SearchPlan, database: object): Promise<number> {
  if (!(await statisticsKnown(run, database))) return 0;
  const [row] = await run<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(estimateQuery(plan));
  const rows = Math.round(row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  const unit = 10 ** Math.max(0, String(rows).length - 2);
  return Math.round(rows / unit) * unit;
}

/**
 * A page of the search in ranking order, with its count: exact up to the cap, `plusDe` past it; for a search the
 * planner expects to find more than ESTIMATE_FLOOR profiles, the estimate, `environ`, and nothing counted.
 */
export async function searchPage(run: RunSql, plan: SearchPlan, page: number, size: number, database: object = run) {
  const listed = plan.scope.favouritesOf === undefined && plan.scope.newFor === undefined;
  const estimate = listed ? await estimatedMatches(run, plan, database) : 0;
  if (estimate >= ESTIMATE_FLOOR) {
    const all = await run<CountedProfileRow>(walkedPageQuery(plan, page * size, size));
    const rows = all.filter((row): row is CountedProfileRow & ProfileRow => row.id !== null);
    const read = all[0]?.total ?? 0;
    // Fewer rows than asked for (the page and one more) are all the matches: the count is then exact.
    if (read <= (page + 1) * size) return { rows, totalElements: read };
    return { rows, totalElements: Math.max(estimate, read), environ: true as const };
  }
  const all = await run<CountedProfileRow>(searchPageQuery(plan, page * size, size));
  const rows = all.filter((row): row is CountedProfileRow & ProfileRow => row.id !== null);
  const total = all[0]?.total ?? 0;
  return { rows, totalElements: total, ...capped(total > Math.max(COUNT_CAP, (page + 1) * size)) };
}

export const searchProfiles = (database: DatabaseHandle, plan: SearchPlan, page: number, size: number) =>
  searchPage((query) => rowsOf(database, query), plan, page, size, database);

/** How many profiles the search finds: exact up to COUNT_CAP, then `plusDe`. */
export async function countProfiles(database: DatabaseHandle, plan: SearchPlan) {
  const [row] = await rowsOf<{ total: number }>(database, searchCountQuery(plan, COUNT_CAP + 1));
  const total = row?.total ?? 0;
  return { nb: Math.min(total, COUNT_CAP + 1), ...capped(total > COUNT_CAP) };
}
