// The profile search's rules: who sees hidden profiles, paging, and the home's latest profiles.
import {
  isStaff,
  PAGE_SIZES,
  type ProfileCard,
  type ProfileFilter,
  type Role,
  type StaffProfileCard,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import {
  type CountedProfileRow,
  countedPageQuery,
  countsQuery,
  type ProfileRow,
  pageQuery,
  type SearchScope,
  searchWords,
  type TierCounts,
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

/** Which rows of each tier make page `page` of `size` (tier one first, then tier two). */
export function pageWindow(counts: TierCounts, page: number, size: number) {
  const offset = page * size;
  const firstOffset = Math.min(offset, counts.first);
  const first = Math.max(0, Math.min(size, counts.first - offset));
  return { firstOffset, first, secondOffset: Math.max(0, offset - counts.first), second: size - first };
}

/**
 * The free text as tsquery input, each word's stored words kept until a profile changes. The favourites use it too:
 * what a typed prefix stands for is the same whoever searches.
 */
export async function searchText(app: FastifyInstance, filter: ProfileFilter): Promise<string | null> {
  const words = searchWords(filter.search);
  const expansions = await Promise.all(
    words.map((word) =>
      app.searchResults.get(`words:${word}`, async () => {
        const { rows } = (await app.db.execute(wordsStartingWithQuery(word))) as unknown as {
          rows: { words: string[] }[];
        };
        return rows[0]?.words ?? [];
      }),
    ),
  );
  return textQuery(words, expansions);
}

export function createSearchService(app: FastifyInstance) {
  const cache = app.searchResults;
  const rows = async <R>(query: Parameters<typeof app.db.execute>[0]) =>
    ((await app.db.execute(query)) as unknown as { rows: R[] }).rows;

  /** Zod parses filters into objects of a fixed key order, so equal searches give equal keys. */
  const searchKey = (filter: ProfileFilter, scope: SearchScope) =>
    `${scope.includeHidden ? 'staff' : 'public'}${JSON.stringify(filter)}`;

  const textOf = (filter: ProfileFilter) => searchText(app, filter);

  function counts(filter: ProfileFilter, scope: SearchScope): Promise<TierCounts> {
    return cache.get(`counts:${searchKey(filter, scope)}`, async () =>
      rows<TierCounts>(countsQuery(filter, scope, await textOf(filter))).then(([row]) => ({
        first: row?.first ?? 0,
        total: row?.total ?? 0,
      })),
    );
  }

  /** Hidden profiles (not VISIBLE, or inactive) are found by staff only. */
  const scopeFor = (viewer: Viewer | null): SearchScope => ({ includeHidden: isStaff(viewer?.role) });

  /**
   * With the counts known (another page of the same search), the page alone; otherwise counts and page in one
   * statement, keeping the counts for the search's other pages.
   */
  async function load(filter: ProfileFilter, scope: SearchScope, page: number, size: number) {
    const since = cache.generation;
    const countsKey = `counts:${searchKey(filter, scope)}`;
    const known = cache.peek<TierCounts>(countsKey);
    const text = await textOf(filter);
    if (known) {
      const tierCounts = await known;
      const window = pageWindow(tierCounts, page, size);
      const found =
        page * size >= tierCounts.total ? [] : await rows<ProfileRow>(pageQuery(filter, scope, text, window));
      return { found, totalElements: tierCounts.total };
    }
    const counted = rows<CountedProfileRow>(countedPageQuery(filter, scope, text, page * size, size));
    cache.set(
      countsKey,
      counted.then(([row]) => ({ first: row?.first ?? 0, total: row?.total ?? 0 })),
      since,
    );
    const all = await counted;
    const found = all.filter((row): row is CountedProfileRow & ProfileRow => row.id !== null);
    return { found: found as ProfileRow[], totalElements: all[0]?.total ?? 0 };
  }

  return {
    page(viewer: Viewer | null, filter: ProfileFilter, page: number, size: number) {
      const scope = scopeFor(viewer);
      return cache.get(`page:${page}:${size}:${searchKey(filter, scope)}`, async () => {
        const { found, totalElements } = await load(filter, scope, page, size);
        return { items: found.map(toCard), totalElements };
      });
    },

    /** Staff's list of every account, with e-mail and state. */
    staffPage(filter: ProfileFilter, page: number, size: number) {
      const scope: SearchScope = { includeHidden: true };
      return cache.get(`staff-page:${page}:${size}:${searchKey(filter, scope)}`, async () => {
        const { found, totalElements } = await load(filter, scope, page, size);
        return { items: found.map(toStaffCard), totalElements };
      });
    },

    async count(viewer: Viewer | null, filter: ProfileFilter) {
      return { nb: (await counts(filter, scopeFor(viewer))).total };
    },

    /** The newest visible profiles for the home page, whoever asks: never ADMIN nor RECRUTEUR, never hidden. */
    latest() {
      return cache.get('latest', async () => {
        const scope: SearchScope = { includeHidden: false, excludeRoles: NOT_IN_LATEST };
        const size = PAGE_SIZES.latestProfiles;
        const found = await rows<ProfileRow>(
          pageQuery({}, scope, null, { firstOffset: 0, first: size, secondOffset: 0, second: 0 }),
        );
        return found.map(toCard);
      });
    },
  };
}
