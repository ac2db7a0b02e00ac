// The profile search's rules: who sees hidden profiles, paging, capped counts, zones, and the home's latest profiles.
import {
  isStaff,
  PAGE_SIZES,
  type ProfileCard,
  type ProfileFilter,
  type Role,
  SEARCH_MESSAGES,
  type StaffProfileCard,
} from '@tremplin/shared';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { loadZones } from '../constants/zones';
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
export interface Viewer {
  id: number;
  role: Role;
}

/** Roles the home's latest profiles never show (SPEC §6). */
const NOT_IN_LATEST: readonly Role[] = ['ADMIN', 'RECRUTEUR'];

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

const toStaffCard = (row: ProfileRow): StaffProfileCard => ({
  ...toCard(row),
  email: row.email,
  active: row.active,
  visibilite: row.visibilite as StaffProfileCard['visibilite'],
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

export function createSearchService(app: FastifyInstance) {
  /** Hidden profiles (not VISIBLE, or inactive) are found by staff only. */
  const scopeFor = (viewer: Viewer | null): SearchScope => ({ includeHidden: isStaff(viewer?.role) });

  async function find(filter: ProfileFilter, scope: SearchScope, page: number, size: number) {
    return searchProfiles(app.database, await planSearch(app.database, filter, scope), page, size);
  }

  return {
    async page(viewer: Viewer | null, filter: ProfileFilter, page: number, size: number) {
      const { rows, ...counted } = await find(filter, scopeFor(viewer), page, size);
      return { items: rows.map(toCard), ...counted };
    },

    /** Staff's list of every account, with e-mail and state. */
    async staffPage(filter: ProfileFilter, page: number, size: number) {
      const { rows, ...counted } = await find(filter, { includeHidden: true }, page, size);
      return { items: rows.map(toStaffCard), ...counted };
    },

    async count(viewer: Viewer | null, filter: ProfileFilter) {
      return countProfiles(app.database, await planSearch(app.database, filter, scopeFor(viewer)));
    },

    /** The newest visible profiles for the home page, whoever asks: never ADMIN nor RECRUTEUR, never hidden. */
    async latest() {
      const scope: SearchScope = { includeHidden: false, excludeRoles: NOT_IN_LATEST };
      const { rows } = await find({}, scope, 0, PAGE_SIZES.latestProfiles);
      return rows.map(toCard);
    },
  };
}
