// SQL of the message templates: search on title and subject, newest changes first.
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, jobDatings, messages, messageTemplates, users } from '../../db/schema';
import { likePattern } from '../../lib/sql-text';

const columns = {
  id: messageTemplates.id,
  titre: messageTemplates.titre,
  sujet: messageTemplates.sujet,
  contenu: messageTemplates.contenu,
  version: messageTemplates.version,
};

function matches(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(
    sql`unaccent(${messageTemplates.titre}) ilike unaccent(${pattern})`,
    sql`unaccent(${messageTemplates.sujet}) ilike unaccent(${pattern})`,
  );
}

export const listTemplates = (db: Database, page: number, size: number, search?: string) =>
  db
    .select(columns)
    .from(messageTemplates)
    .where(matches(search))
    .orderBy(sql`lower(${messageTemplates.titre})`, desc(messageTemplates.id))
    .limit(size)
    .offset(page * size);

export const countTemplates = async (db: Database, search?: string) =>
  (await db.select({ nb: count() }).from(messageTemplates).where(matches(search)))[0]?.nb ?? 0;

export const findTemplate = async (db: Database, id: number) =>
  (await db.select(columns).from(messageTemplates).where(eq(messageTemplates.id, id)))[0];

export const insertTemplate = async (db: Database, values: { titre: string; sujet: string; contenu: string }) =>
  (await db.insert(messageTemplates).values(values).returning(columns))[0]!;

/** Updates only when the version is the stored one; answers the new row, or undefined when stale or missing. */
export const updateTemplate = async (
  db: Database,
  values: { id: number; version: number; titre: string; sujet: string; contenu: string },
) =>
  (
    await db
      .update(messageTemplates)
      .set({
        titre: values.titre,
        sujet: values.sujet,
        contenu: values.contenu,
        version: sql`${messageTemplates.version} + 1`,
      })
      .where(and(eq(messageTemplates.id, values.id), eq(messageTemplates.version, values.version)))
      .returning(columns)
  )[0];

export const deleteTemplate = async (db: Database, id: number) =>
  (await db.delete(messageTemplates).where(eq(messageTemplates.id, id)).returning({ id: messageTemplates.id }))[0];

export const findEvent = async (db: Database, id: number) =>
  (await db.select({ date: jobDatings.date, lieu: jobDatings.lieu }).from(jobDatings).where(eq(jobDatings.id, id)))[0];

/** Everyone invited to the job dating, whatever their answer, in name order. */
export const invitedCandidates = (db: Database, jobDatingId: number) =>
  db
    .select({ id: users.id, nom: users.nom, prenom: users.prenom, etat: invitations.etatInvitation })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.candidatId))
    .where(eq(invitations.jobDatingId, jobDatingId))
    .orderBy(sql`lower(${users.nom})`, sql`lower(${users.prenom})`, users.id);

/** Writes the messages in batches (one statement holds at most 65,535 parameters). */
export async function insertMessages(
  db: Pick<Database, 'insert'>,
  rows: Array<{ expediteurId: number; destinataireId: number; sujet: string; contenu: string }>,
) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(messages).values(rows.slice(i, i + 500));
}
