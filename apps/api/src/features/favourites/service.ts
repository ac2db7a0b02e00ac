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
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { canSeeProfile } from '../profiles/visibility';
import type { CountedProfileRow, ProfileRow, TierCounts } from '../search/queries';
import { searchText, toCard } from '../search/service';
import {
  deleteFavourite,
  favouriteCountQuery,
  favouritePageQuery,
  findProfileState,
  insertFavourite,
  listVisibleFavourites,
} from './queries';

export function createFavouritesService(app: FastifyInstance) {
  const db = app.db;
  const rows = async <R>(query: SQL) => ((await db.execute(query)) as unknown as { rows: R[] }).rows;

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
      const text = await searchText(db, filter);
      const all = await rows<CountedProfileRow>(favouritePageQuery(recruiterId, filter, text, page * size, size));
      const found = all.filter((row): row is CountedProfileRow & ProfileRow => row.id !== null);
      return { items: found.map(toCard), totalElements: all[0]?.total ?? 0 };
    },

    async count(recruiterId: number, filter: ProfileFilter) {
      const [row] = await rows<TierCounts>(favouriteCountQuery(recruiterId, filter, await searchText(db, filter)));
      return { nb: row?.total ?? 0 };
    },
  };
}
