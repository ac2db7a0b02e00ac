// SQL of a recruiter's favourites: the list itself (its filtered pages are the profile search's, search/service.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, users } from '../../db/schema';

const columns = { id: favourites.id, candidatId: favourites.candidatId, version: favourites.version };

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
