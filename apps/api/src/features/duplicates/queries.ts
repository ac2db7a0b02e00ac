// SQL of the duplicate screens: the open pairs a staff member's rank reaches, one pair, and what each account holds.
import { ACTS_ON_ROLES, DUPLICATE_COUNT_KEYS, type DuplicateCounts, type Role } from '@tremplin/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../lib/tokens';

export const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** The roles a staff member acts on, as a SQL array literal's elements (ACTS_ON_ROLES). */
const reachable = (role: Role) =>
  sql`array[${sql.join(
    ACTS_ON_ROLES[role].map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;

type PersonRow = {
  id: number;
  nom: string;
  prenom: string;
  email: string;
  role: Role;
  ville: string | null;
  active: boolean;
};
export type PairRow = { id: number; reasons: string[]; detected_at: Date | string; a: PersonRow; b: PersonRow };

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'nom', ${alias}.nom, 'prenom', ${alias}.prenom, 'email', ${alias}.email, 'role', ${alias}.role, 'ville', ${alias}.ville, 'active', ${alias}.active)`,
  );

/** Open pairs of two accounts that both stand (neither merged), both within the caller's rank. */
const openPairs = (role: Role) => sql`
  from duplicate_candidates d
  join users a on a.id = d.user_a_id
  join users b on b.id = d.user_b_id
  where d.state = 'OUVERTE' and a.merged_into_id is null and b.merged_into_id is null
    and a.role::text = any(${reachable(role)}) and b.role::text = any(${reachable(role)})`;

export async function listOpenPairs(db: Queryable, role: Role, page: number, size: number) {
  const [items, total] = await Promise.all([
    db.execute(sql`
      select d.id, d.reasons, d.detected_at, ${person('a')} as a, ${person('b')} as b
      ${openPairs(role)}
      order by d.detected_at desc, d.id desc
      limit ${size} offset ${page * size}`),
    db.execute(sql`select count(*)::int as n ${openPairs(role)}`),
  ]);
  return { rows: rowsOf<PairRow>(items), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

export async function openPairsOf(db: Queryable, role: Role, userId: number) {
  const result = await db.execute(sql`
    select d.id, d.reasons, case when d.user_a_id = ${userId} then d.user_b_id else d.user_a_id end as other
    ${openPairs(role)} and (d.user_a_id = ${userId} or d.user_b_id = ${userId})
    order by d.detected_at desc, d.id desc`);
  return rowsOf<{ id: number; reasons: string[]; other: number }>(result);
}

export type PairState = {
  id: number;
  user_a_id: number;
  user_b_id: number;
  reasons: string[];
  state: string;
  detected_at: Date | string;
};

export async function findPair(db: Queryable, pairId: number, lock = false) {
  const result = await db.execute(sql`
    select id, user_a_id, user_b_id, reasons, state, detected_at from duplicate_candidates where id = ${pairId}
    ${lock ? sql`for update` : sql``}`);
  return rowsOf<PairState>(result)[0];
}

/** What one account holds, per kind that a merge moves. */
export async function countHoldings(db: Queryable, userId: number): Promise<DuplicateCounts> {
  const result = await db.execute(sql`
    select
      (select count(*) from applications where utilisateur_id = ${userId})::int as candidatures,
      (select count(*) from interviews where utilisateur_id = ${userId})::int as entretiens,
      (select count(*) from messages where expediteur_id = ${userId} or destinataire_id = ${userId})::int as messages,
      (select count(*) from notes n join applications a on a.id = n.candidature_id
        where a.utilisateur_id = ${userId})::int as notes,
      (select count(*) from stored_files where owner_id = ${userId})::int as fichiers,
      (select count(*) from favourites where candidat_id = ${userId} or recruteur_id = ${userId})::int as favoris,
      (select count(*) from invitations where candidat_id = ${userId})::int as invitations,
      (select count(*) from tags where utilisateur_id = ${userId})::int as competences,
      (select count(*) from projects where utilisateur_id = ${userId})::int as projets`);
  const row = rowsOf<DuplicateCounts>(result)[0]!;
  return Object.fromEntries(DUPLICATE_COUNT_KEYS.map((k) => [k, Number(row[k])])) as DuplicateCounts;
}
