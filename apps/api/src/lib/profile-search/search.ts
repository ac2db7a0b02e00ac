// Planning and running a profile search, for every list that finds profiles: the public search, staff's lists, a
// recruiter's favourites and the saved searches' alerts.
import { type ProfileCard, type ProfileFilter, SEARCH_MESSAGES } from '@tremplin/shared';
import type { SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { badRequest } from '../http-errors';
import { loadZones } from '../places/zones';
import {
  COUNT_CAP,
  type CountedProfileRow,
  type ProfileRow,
  type SearchPlan,
  type SearchScope,
  searchCountQuery,
  searchPageQuery,
  searchWords,
  textQuery,
  wordsStartingWithQuery,
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
    filter.zone ? zoneKeysOf(filter.zone) : null,
  ]);
  return { filter, scope, query: textQuery(words, expansions), zoneKeys };
}

async function zoneKeysOf(zone: string): Promise<readonly string[]> {
  const found = (await loadZones()).find(zone);
  if (!found) throw badRequest(SEARCH_MESSAGES.unknownZone(zone));
  return found.villeKeys;
}

/**
 * The search statement is planned for its values at each run, never prepared: a plan made once for any words or
 * place would guess how many profiles a word matches, and walk the wrong index for most searches.
 */
const rowsOf = async <R>(database: DatabaseHandle, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;

/** `plusDe` is only said when true: an exact count answers as SPEC's lists always did. */
const capped = (more: boolean): { plusDe?: true } => (more ? { plusDe: true } : {});

/** A page of the search in ranking order, with its count (exact up to the cap, `plusDe` past it). */
export async function searchProfiles(database: DatabaseHandle, plan: SearchPlan, page: number, size: number) {
  const all = await rowsOf<CountedProfileRow>(database, searchPageQuery(plan, page * size, size));
  const rows = all.filter((row): row is CountedProfileRow & ProfileRow => row.id !== null);
  const total = all[0]?.total ?? 0;
  return { rows, totalElements: total, ...capped(total > Math.max(COUNT_CAP, (page + 1) * size)) };
}

/** How many profiles the search finds: exact up to COUNT_CAP, then `plusDe`. */
export async function countProfiles(database: DatabaseHandle, plan: SearchPlan) {
  const [row] = await rowsOf<{ total: number }>(database, searchCountQuery(plan, COUNT_CAP + 1));
  const total = row?.total ?? 0;
  return { nb: Math.min(total, COUNT_CAP + 1), ...capped(total > COUNT_CAP) };
}
