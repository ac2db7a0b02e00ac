// The profile search's rules: who sees hidden profiles, paging, and the home's latest profiles.
import {
  foldSearchText,
  isStaff,
  PAGE_SIZES,
  type ProfileCard,
  type ProfileFilter,
  type Role,
  type StaffProfileCard,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { IndexQuery } from './profile-index';
import {
  cardsQuery,
  type ProfileRow,
  type SearchScope,
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

/** The free text as tsquery input for the SQL searches (the favourites), each word standing for the stored words it begins. */
export async function searchText(db: Database, filter: ProfileFilter): Promise<string | null> {
  const words = searchWords(filter.search);
  const expansions = await Promise.all(
    words.map(async (word) => {
      const { rows } = (await db.execute(wordsStartingWithQuery(word))) as unknown as {
        rows: { words: string[] }[];
      };
      return rows[0]?.words ?? [];
    }),
  );
  return textQuery(words, expansions);
}

const fold = (value: string | undefined) => (value?.trim() ? foldSearchText(value.trim()) : null);

/** A filter as the index reads it: the same rules as the SQL conditions (queries.ts). */
export function indexQuery(filter: ProfileFilter, scope: SearchScope): IndexQuery {
  return {
    includeHidden: scope.includeHidden,
    excludeRoles: scope.excludeRoles ?? [],
    words: searchWords(filter.search),
    villeKey: fold(filter.ville),
    metierKey: fold(filter.metier),
    experience: filter.experience || null,
    typeDeContrat: filter.typeDeContrat ?? null,
    role: filter.role ?? null,
    skillKeys: (filter.tags ?? []).map((tag) => foldSearchText(tag.trim()).replace(/["\\]/g, '')),
  };
}

export function createSearchService(app: FastifyInstance) {
  /** Hidden profiles (not VISIBLE, or inactive) are found by staff only. */
  const scopeFor = (viewer: Viewer | null): SearchScope => ({ includeHidden: isStaff(viewer?.role) });

  /** The cards of these profiles, in this order. */
  async function cards(userIds: number[], scope: SearchScope): Promise<ProfileRow[]> {
    if (userIds.length === 0) return [];
    const rows = await app.database.prepared<ProfileRow>(cardsQuery(userIds, scope));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return userIds.flatMap((id) => byId.get(id) ?? []);
  }

  async function find(filter: ProfileFilter, scope: SearchScope, page: number, size: number) {
    const index = await app.profileIndex.read();
    const found = index.page(indexQuery(filter, scope), page * size, size);
    return { rows: await cards(found.userIds, scope), totalElements: found.total };
  }

  return {
    async page(viewer: Viewer | null, filter: ProfileFilter, page: number, size: number) {
      const { rows, totalElements } = await find(filter, scopeFor(viewer), page, size);
      return { items: rows.map(toCard), totalElements };
    },

    /** Staff's list of every account, with e-mail and state. */
    async staffPage(filter: ProfileFilter, page: number, size: number) {
      const { rows, totalElements } = await find(filter, { includeHidden: true }, page, size);
      return { items: rows.map(toStaffCard), totalElements };
    },

    async count(viewer: Viewer | null, filter: ProfileFilter) {
      const index = await app.profileIndex.read();
      return { nb: index.count(indexQuery(filter, scopeFor(viewer))).total };
    },

    /** The newest visible profiles for the home page, whoever asks: never ADMIN nor RECRUTEUR, never hidden. */
    async latest() {
      const scope: SearchScope = { includeHidden: false, excludeRoles: NOT_IN_LATEST };
      const { rows } = await find({}, scope, 0, PAGE_SIZES.latestProfiles);
      return rows.map(toCard);
    },
  };
}
