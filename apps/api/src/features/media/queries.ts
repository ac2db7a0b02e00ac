// Stored-file rows of profile files, and the user columns that point at them.

import { PROFILE_FILE_KINDS, type ProfileFileKind } from '@tremplin/shared';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles, users } from '../../db/schema';
import { escapeLike } from '../../lib/sql-text';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `%/name` for LIKE, with the name's own wildcards escaped. */
const endingWith = (filename: string) => `%/${escapeLike(filename)}`;

/** A profile file by the last segment of its key (uploads use a UUID there, so it names one file). */
export const findProfileFileByName = async (db: Database, filename: string) =>
  (
    await db
      .select()
      .from(storedFiles)
      .where(
        and(like(storedFiles.storageKey, endingWith(filename)), inArray(storedFiles.kind, [...PROFILE_FILE_KINDS])),
      )
      .limit(1)
  )[0];

export const findOwnedFile = async (db: Database | Tx, ownerId: number, kind: ProfileFileKind, filename: string) =>
  (
    await db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerId, ownerId),
          eq(storedFiles.kind, kind),
          // The bare name, or the whole path the API answers in `cheminImage`, `cheminCv`... (SPEC clients send that).
          or(eq(storedFiles.storageKey, filename), like(storedFiles.storageKey, endingWith(filename))),
        ),
      )
  )[0];

/** The user column holding a single file of this kind (certifications are a list). */
export const SINGLE_FILE_COLUMN = {
  AVATAR: 'cheminImage',
  CV: 'cheminCv',
  VIDEOPRESENTATION: 'urlVideo',
} as const;

/** Points the user at a new file, bumping the version; answers the key it replaces (single kinds). */
export async function attachFile(tx: Tx, ownerId: number, kind: ProfileFileKind, key: string) {
  if (kind === 'CERTIFICATION') {
    const [row] = await tx
      .update(users)
      .set({ cheminCertif: sql`array_append(${users.cheminCertif}, ${key})`, version: sql`${users.version} + 1` })
      .where(eq(users.id, ownerId))
      .returning();
    return { user: row, replaced: null };
  }
  const column = SINGLE_FILE_COLUMN[kind];
  const [before] = await tx.select({ key: users[column] }).from(users).where(eq(users.id, ownerId)).for('update');
  const [row] = await tx
    .update(users)
    .set({ [column]: key, version: sql`${users.version} + 1` })
    .where(eq(users.id, ownerId))
    .returning();
  return { user: row, replaced: before?.key ?? null };
}

/** Removes the user's pointer to a file, bumping the version. */
export async function detachFile(tx: Tx, ownerId: number, kind: ProfileFileKind, key: string) {
  const set =
    kind === 'CERTIFICATION'
      ? { cheminCertif: sql`array_remove(${users.cheminCertif}, ${key})` }
      : { [SINGLE_FILE_COLUMN[kind]]: null };
  const [row] = await tx
    .update(users)
    .set({ ...set, version: sql`${users.version} + 1` })
    .where(eq(users.id, ownerId))
    .returning();
  return row;
}

export const deleteFileRow = (tx: Tx, key: string) => tx.delete(storedFiles).where(eq(storedFiles.storageKey, key));
