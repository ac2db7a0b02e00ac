// Rules of a recruiter's favourites (SPEC §5, §6): only visible candidates, each once; pages and counts are searched in
// SQL among the recruiter's few favourites.
import {
  FAVOURITE_MESSAGES,
  type Favourite,
  isCandidate,
  MESSAGES,
  PROFILE_MESSAGES,
  type ProfileFilter,
  type ProfilePage,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { countProfiles, planSearch, searchProfiles, toCard } from '../../lib/profile-search/search';
import { canSeeProfile } from '../../lib/profile-visibility';
import { deleteFavourite, findProfileState, insertFavourite, listVisibleFavourites } from './queries';

export function createFavouritesService(app: FastifyInstance) {
  const db = app.db;
  /** The profile search itself, among this recruiter's favourites only. */
  const planOf = (recruiterId: number, filter: ProfileFilter) =>
    planSearch(app.database, filter, { includeHidden: false, favouritesOf: recruiterId });

  return {
    list: (recruiterId: number): Promise<Favourite[]> => listVisibleFavourites(db, recruiterId),

    async add(recruiterId: number, candidateId: number): Promise<Favourite> {
      const profile = await findProfileState(db, candidateId);
      // A recruiter sees what the public sees: no hidden or deactivated profile.
      if (!profile || !canSeeProfile({ id: recruiterId, role: 'RECRUTEUR' }, profile)) {
        throw notFound(PROFILE_MESSAGES.notFound);
      }
      if (!isCandidate(profile.role)) throw badRequest(FAVOURITE_MESSAGES.candidatesOnly);
      const added = await insertFavourite(db, recruiterId, candidateId);
      if (!added) throw conflict(MESSAGES.favouriteExists);
      return added;
    },

    async remove(recruiterId: number, candidateId: number) {
      if (!(await deleteFavourite(db, recruiterId, candidateId))) throw notFound(FAVOURITE_MESSAGES.notFound);
    },

    async page(recruiterId: number, filter: ProfileFilter, page: number, size: number): Promise<ProfilePage> {
      const { rows, ...counted } = await searchProfiles(app.database, await planOf(recruiterId, filter), page, size);
      return { items: rows.map(toCard), ...counted };
    },

    async count(recruiterId: number, filter: ProfileFilter) {
      return countProfiles(app.database, await planOf(recruiterId, filter));
    },
  };
}
