// Skills and profile tags: searches on name and keywords, accents and case ignored.
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skills, tags } from '../../db/schema';
import { likePattern } from '../../lib/sql-text';

/** Matches the name or the keywords, accents and case ignored (unaccent is installed by the migrations). */
export function skillMatches(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(
    sql`unaccent(${skills.nom}) ilike unaccent(${pattern})`,
    sql`unaccent(${skills.motsCles}) ilike unaccent(${pattern})`,
  );
}

const skillColumns = { id: skills.id, nom: skills.nom, motsCles: skills.motsCles };

export const listSkills = (db: Database, search: string | undefined, page?: { page: number; size: number }) => {
  const query = db
    .select(skillColumns)
    .from(skills)
    .where(skillMatches(search))
    .orderBy(asc(skills.nom), asc(skills.id));
  return page ? query.limit(page.size).offset(page.page * page.size) : query;
};

export const countSkills = async (db: Database, search: string | undefined) =>
  (await db.select({ nb: count() }).from(skills).where(skillMatches(search)))[0]?.nb ?? 0;

export const findSkill = async (db: Database, id: number) =>
  (await db.select(skillColumns).from(skills).where(eq(skills.id, id)))[0];

export const findSkillByName = async (db: Database, nom: string) =>
  (
    await db
      .select(skillColumns)
      .from(skills)
      .where(eq(sql`lower(${skills.nom})`, nom.toLowerCase()))
  )[0];

const tagColumns = {
  id: tags.id,
  nomTag: tags.nomTag,
  version: tags.version,
  motsCles: tags.motsCles,
  competenceId: tags.competenceId,
  niveau: tags.niveau,
  utilisateurId: tags.utilisateurId,
};

export const listUserTags = (db: Database, userId: number, page: number, size: number) =>
  db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.utilisateurId, userId))
    .orderBy(sql`${tags.niveau} desc nulls last`, asc(tags.nomTag), asc(tags.id))
    .limit(size)
    .offset(page * size);

export const countUserTags = async (db: Database, userId: number) =>
  (await db.select({ nb: count() }).from(tags).where(eq(tags.utilisateurId, userId)))[0]?.nb ?? 0;

export const findTag = async (db: Database, id: number) =>
  (await db.select(tagColumns).from(tags).where(eq(tags.id, id)))[0];

export const findUserTagForSkill = async (db: Database, userId: number, competenceId: number) =>
  (
    await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.utilisateurId, userId), eq(tags.competenceId, competenceId)))
  )[0];
