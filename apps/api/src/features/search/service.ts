// The profile search's rules: who sees hidden profiles, staff's list of every account, and the home's latest profiles.
import { isStaff, PAGE_SIZES, type ProfileFilter, type Role, type StaffProfileCard } from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import type { ProfileRow, SearchScope } from '../../lib/profile-search/queries';
import { countProfiles, planSearch, searchProfiles, toCard } from '../../lib/profile-search/search';

export interface Viewer {
  id: number;
  role: Role;
}

/** Roles the home's latest profiles never show (SPEC §6). */
const NOT_IN_LATEST: readonly Role[] = ['ADMIN', 'RECRUTEUR'];

const toStaffCard = (row: ProfileRow): StaffProfileCard => ({
  ...toCard(row),
  email: row.email,
  active: row.active,
  visibilite: row.visibilite as StaffProfileCard['visibilite'],
});

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
