// SQL of user administration: the filtered staff list, its count and the referents.
import type { adminUserFilterSchema } from '@tremplin/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { likePattern } from '../../lib/sql-text';

type Filter = z.output<typeof adminUserFilterSchema>;

const contains = (column: SQL | AnyPgColumn, term: string) =>
  sql`unaccent(${column}) ilike unaccent(${likePattern(term)})`;

function matches(filter: Omit<Filter, 'tri' | 'ordre'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = filter.search?.trim();
  if (search) {
    // Each word must be found in the name, first name, e-mail or trade.
    for (const word of search.split(/\s+/)) {
      conditions.push(
        or(
          contains(users.nom, word),
          contains(users.prenom, word),
          contains(users.email, word),
          contains(sql`coalesce(${users.metier}, '')`, word),
        ),
      );
    }
  }
  if (filter.admission) conditions.push(eq(users.admission, filter.admission));
  if (filter.metier) conditions.push(contains(sql`coalesce(${users.metier}, '')`, filter.metier));
  if (filter.ville) conditions.push(contains(sql`coalesce(${users.ville}, '')`, filter.ville));
  if (filter.auteurId) conditions.push(eq(users.referentCEFId, filter.auteurId));
  return and(...conditions);
}

const rowColumns = {
  id: users.id,
  nom: users.nom,
  prenom: users.prenom,
  email: users.email,
  role: users.role,
  active: users.active,
  visibilite: users.visibilite,
  metier: users.metier,
  ville: users.ville,
  admission: users.admission,
  referentCEFId: users.referentCEFId,
  createdAt: users.createdAt,
  erasureDueAt: users.erasureDueAt,
  lastActivityAt: users.lastActivityAt,
  invitationSentAt: users.invitationSentAt,
  invitationExpiresAt: users.invitationExpiresAt,
  invitationAcceptedAt: users.invitationAcceptedAt,
};

function ordering(tri: Filter['tri'], ordre: Filter['ordre']): SQL[] {
  const dir = ordre === 'desc' ? desc : asc;
  const byName = [dir(sql`lower(${users.nom})`), dir(sql`lower(${users.prenom})`)];
  if (tri === 'dateCreation') return [dir(users.createdAt), dir(users.id)];
  if (tri === 'ville') return [sql`${users.ville} is null`, dir(sql`lower(${users.ville})`), ...byName];
  if (tri === 'role') return [dir(sql`${users.role}::text`), ...byName];
  return [...byName, asc(users.id)];
}

export const listUsers = (db: Database, filter: Filter, page: number, size: number) =>
  db
    .select(rowColumns)
    .from(users)
    .where(matches(filter))
    .orderBy(...ordering(filter.tri, filter.ordre))
    .limit(size)
    .offset(page * size);

export const countUsers = async (db: Database, filter: Omit<Filter, 'tri' | 'ordre'>) =>
  (await db.select({ nb: count() }).from(users).where(matches(filter)))[0]?.nb ?? 0;

const REFERENT_ROLES = ['ADMIN', 'CEF'] as const;

function referentMatches(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  const isReferent = inArray(users.role, [...REFERENT_ROLES]);
  if (!term) return isReferent;
  return and(isReferent, or(contains(users.nom, term), contains(users.prenom, term)));
}

export const listReferents = (db: Database, search: string | undefined, page: number, size: number) =>
  db
    .select({ id: users.id, nom: users.nom, prenom: users.prenom, role: users.role })
    .from(users)
    .where(referentMatches(search))
    .orderBy(asc(sql`lower(${users.nom})`), asc(sql`lower(${users.prenom})`), asc(users.id))
    .limit(size)
    .offset(page * size);

export const countReferents = async (db: Database, search: string | undefined) =>
  (await db.select({ nb: count() }).from(users).where(referentMatches(search)))[0]?.nb ?? 0;

export const isReferent = async (db: Database, id: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...REFERENT_ROLES])))
  ).length > 0;

export const findUser = async (db: Database, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
