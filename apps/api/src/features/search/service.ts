// The profile search's rules: who sees hidden profiles, paging, and the home's latest profiles.
import {
  isStaff,
  PAGE_SIZES,
  type ProfileCard,
  type ProfileFilter,
  type Role,
  type StaffProfileCard,
} from '@tremplin/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  type CountedProfileRow,
  countedPageQuery,
  countsQuery,
  type ProfileRow,
  pageQuery,
  type SearchScope,
  type TierCounts,
} from './queries';

export interface Viewer {
  id: number;
  role: Role;
}

/** Roles the home's latest profiles never show (SPEC §6). */
const NOT_IN_LATEST: readonly Role[] = ['ADMIN', 'RECRUTEUR'];

const toCard = (row: ProfileRow): ProfileCard => ({
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
 * Counts of more than this many matches are kept for COUNT_TTL_MS: counting is the only part of a search whose cost
 * grows with the number of matches, and "12 437 profils" a few seconds old is as good as exact. Smaller counts are
 * cheap and always exact.
 */
const CACHED_COUNT_ABOVE = 1000;
const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_ENTRIES = 500;

/** Which rows of each tier make page `page` of `size` (tier one first, then tier two). */
export function pageWindow(counts: TierCounts, page: number, size: number) {
  const offset = page * size;
  const firstOffset = Math.min(offset, counts.first);
  const first = Math.max(0, Math.min(size, counts.first - offset));
  return { firstOffset, first, secondOffset: Math.max(0, offset - counts.first), second: size - first };
}

export function createSearchService(app: FastifyInstance) {
  const dialect = new PgDialect();
  const rows = async <R>(query: Parameters<typeof app.db.execute>[0]) =>
    ((await app.db.execute(query)) as unknown as { rows: R[] }).rows;

  /** Entries are promises, so concurrent searches for the same large count share one scan. */
  const countCache = new Map<string, { counts: Promise<TierCounts>; until: number }>();

  const countKey = (filter: ProfileFilter, scope: SearchScope) => {
    const built = dialect.sqlToQuery(countsQuery(filter, scope));
    return `${built.sql}\u0000${JSON.stringify(built.params)}`;
  };

  function cachedCounts(key: string): Promise<TierCounts> | undefined {
    const cached = countCache.get(key);
    return cached && cached.until > Date.now() ? cached.counts : undefined;
  }

  /** Shares `pending` with concurrent searches, then keeps it for COUNT_TTL_MS if large, else forgets it. */
  function rememberCounts(key: string, pending: Promise<TierCounts>): Promise<TierCounts> {
    countCache.set(key, { counts: pending, until: Number.POSITIVE_INFINITY });
    pending.then(
      (result) => {
        if (countCache.get(key)?.counts !== pending) return;
        if (result.total > CACHED_COUNT_ABOVE)
          countCache.set(key, { counts: pending, until: Date.now() + COUNT_TTL_MS });
        else countCache.delete(key);
      },
      () => countCache.delete(key),
    );
    if (countCache.size > COUNT_CACHE_ENTRIES) countCache.delete(countCache.keys().next().value as string);
    return pending;
  }

  function counts(filter: ProfileFilter, scope: SearchScope): Promise<TierCounts> {
    const key = countKey(filter, scope);
    return (
      cachedCounts(key) ??
      rememberCounts(
        key,
        rows<TierCounts>(countsQuery(filter, scope)).then(([row]) => ({
          first: row?.first ?? 0,
          total: row?.total ?? 0,
        })),
      )
    );
  }

  /** Hidden profiles (not VISIBLE, or inactive) are found by staff only. */
  const scopeFor = (viewer: Viewer | null): SearchScope => ({ includeHidden: isStaff(viewer?.role) });

  async function search(filter: ProfileFilter, scope: SearchScope, page: number, size: number) {
    const key = countKey(filter, scope);
    const known = cachedCounts(key);
    if (known) {
      const tierCounts = await known;
      const window = pageWindow(tierCounts, page, size);
      const found = page * size >= tierCounts.total ? [] : await rows<ProfileRow>(pageQuery(filter, scope, window));
      return { found, totalElements: tierCounts.total };
    }
    const counted = rows<CountedProfileRow>(countedPageQuery(filter, scope, page * size, size));
    const tierCounts = await rememberCounts(
      key,
      counted.then(([row]) => ({ first: row?.first ?? 0, total: row?.total ?? 0 })),
    );
    const found = (await counted).filter((row): row is CountedProfileRow & ProfileRow => row.id !== null);
    return { found: found as ProfileRow[], totalElements: tierCounts.total };
  }

  return {
    async page(viewer: Viewer | null, filter: ProfileFilter, page: number, size: number) {
      const { found, totalElements } = await search(filter, scopeFor(viewer), page, size);
      return { items: found.map(toCard), totalElements };
    },

    /** Staff's list of every account, with e-mail and state. */
    async staffPage(filter: ProfileFilter, page: number, size: number) {
      const { found, totalElements } = await search(filter, { includeHidden: true }, page, size);
      return { items: found.map(toStaffCard), totalElements };
    },

    async count(viewer: Viewer | null, filter: ProfileFilter) {
      return { nb: (await counts(filter, scopeFor(viewer))).total };
    },

    /** The newest visible profiles for the home page, whoever asks: never ADMIN nor RECRUTEUR, never hidden. */
    async latest() {
      const scope: SearchScope = { includeHidden: false, excludeRoles: NOT_IN_LATEST };
      const size = PAGE_SIZES.latestProfiles;
      const found = await rows<ProfileRow>(
        pageQuery({}, scope, { firstOffset: 0, first: size, secondOffset: 0, second: 0 }),
      );
      return found.map(toCard);
    },
  };
}
