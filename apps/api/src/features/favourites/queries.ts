// SQL of a recruiter's favourites: the list itself, and its filtered pages built by the profile search's queries.
import type { ProfileFilter } from '@tremplin/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, users } from '../../db/schema';
import { countedPageQuery, countsQuery, type SearchScope } from '../search/queries';

const columns = { id: favourites.id, candidatId: favourites.candidatId, version: favourites.version };

/** Shown to a recruiter: visible, active profiles only (the search's rule), and only among their favourites. */
const scopeOf = (recruiterId: number): SearchScope => ({ includeHidden: false, favouritesOf: recruiterId });

/** The favourites whose profile the recruiter may still see, most recently added first. */
export const listVisibleFavourites = (db: Database, recruiterId: number) =>
  db
    .select(columns)
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.candidatId))
    .where(and(eq(favourites.recruteurId, recruiterId), eq(users.visibilite, 'VISIBLE'), eq(users.active, true)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));

/** What adding a favourite checks about the profile. */
export const findProfileState = async (db: Database, id: number) =>
  (
    await db
      .select({ id: users.id, role: users.role, visibilite: users.visibilite, active: users.active })
      .from(users)
      .where(eq(users.id, id))
  )[0];

/** The new favourite, or undefined when the recruiter already has it (the unique key decides, even under races). */
export const insertFavourite = async (db: Database, recruiterId: number, candidateId: number) =>
  (
    await db
      .insert(favourites)
      .values({ recruteurId: recruiterId, candidatId: candidateId })
      .onConflictDoNothing({ target: [favourites.recruteurId, favourites.candidatId] })
      .returning(columns)
  )[0];

export const deleteFavourite = async (db: Database, recruiterId: number, candidateId: number) =>
  (
    await db
      .delete(favourites)
      .where(and(eq(favourites.recruteurId, recruiterId), eq(favourites.candidatId, candidateId)))
      .returning({ id: favourites.id })
  )[0];

/** A page of the recruiter's favourites matching the filter, with the counts (see search/queries.ts). */
export const favouritePageQuery = (
  recruiterId: number,
  filter: ProfileFilter,
  text: string | null,
  offset: number,
  size: number,
): SQL => countedPageQuery(filter, scopeOf(recruiterId), text, offset, size);

export const favouriteCountQuery = (recruiterId: number, filter: ProfileFilter, text: string | null): SQL =>
  countsQuery(filter, scopeOf(recruiterId), text);
