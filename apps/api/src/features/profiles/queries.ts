// Reads and optimistic-lock writes of the users table for the profile screens.

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewUser, users } from '../../db/schema';
import type { Queryable } from '../../lib/tokens';

export const findUserById = async (db: Database, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

export const findUserByEmail = async (db: Database, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0];

export const listCefs = (db: Database) =>
  db
    .select({ id: users.id, nom: users.nom, prenom: users.prenom, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'CEF'), eq(users.active, true)))
    .orderBy(asc(users.nom), asc(users.prenom));

/** Updates a user when `version` is still current, bumping it; undefined when the row is missing or stale. */
export async function updateUserVersioned(db: Queryable, id: number, version: number, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning();
  return row;
}
