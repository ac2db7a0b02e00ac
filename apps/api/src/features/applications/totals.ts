// /compte-candidatures: applications per candidate, sortable by any column and searchable by a chosen field, read
// from totals the database keeps by triggers (docs/decisions/0010).
import {
  type ApplicationTotal,
  FORMER_MEMBER_LABEL,
  type TOTALS_HEADERS,
  TOTALS_NOT_AVAILABLE,
  type TOTALS_SEARCH_FIELDS,
} from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../lib/sql-text';

export type TotalsHeader = (typeof TOTALS_HEADERS)[number];
export type TotalsSearchField = (typeof TOTALS_SEARCH_FIELDS)[number];

export interface TotalsQuery {
  page: number;
  size: number;
  header?: TotalsHeader;
  direction?: 'asc' | 'desc';
  search?: TotalsSearchField;
  value?: string;
}

/** Sort keys: the column shown, then the candidate id so that pages never overlap. */
const ORDER: Record<TotalsHeader, string[]> = {
  nom: ['t.nom', 't.prenom'],
  prenom: ['t.prenom', 't.nom'],
  email: ['t.email_key'],
  ville: ['t.ville'],
  referent: ['t.referent_nom', 't.referent_prenom'],
  total: ['t.total'],
};

const SEARCH: Record<TotalsSearchField, string> = {
  nom: 't.nom',
  prenom: 't.prenom',
  email: 't.email',
  ville: 't.ville',
  referent: "(t.referent_nom || ' ' || t.referent_prenom)",
};

/** The SQL of one page, also run by the bench straight through the driver. */
export function totalsPageSql(q: TotalsQuery): { page: SQL; count: SQL; countedInPage: boolean } {
  const term = q.search && q.value?.trim() ? `%${escapeLike(q.value.trim())}%` : undefined;
  const filter = term
    ? sql` AND f_unaccent(${sql.raw(SEARCH[q.search as TotalsSearchField])}) ILIKE f_unaccent(${term})`
    : sql``;
  const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
  const sortKeys = q.header ? ORDER[q.header] : [];
  const orderOf = (list: string[]) => sql.raw(list.map((k) => `${k} ${q.header ? dir : 'ASC'}`).join(', '));
  // The rows skipped before a deep page are read for their sort keys only (k0, k1…): from the column's index alone
  // (an index-only scan), not from the table. Above the union every key is a column, so PostgreSQL merges the two
  // sorted inputs instead of sorting every row read again.
  const keyColumns = sql.raw(sortKeys.map((k, i) => `, ${k} AS k${i}`).join(''));
  const pageOrder = orderOf([...sortKeys.map((_, i) => `p.k${i}`), 'p.utilisateur_id']);
  // With a search, the rows it matched are counted as they are read for the page (a window over them all, before the
  // limit): one reading of the matches instead of two. Without one, the count is the row migration 0020 keeps.
  const matched = term ? sql`, count(*) OVER ()::int AS matched` : sql``;
  // Applications left by erased candidates (no owner, migration 0017) make one « Ancien membre » row, filtered and
  // sorted like the others; its count reads the owner index's NULL entries.
  const former = sql`
    SELECT t.utilisateur_id, t.total AS former_total${term ? sql`, NULL::int AS matched` : sql``}${keyColumns} FROM (
      SELECT NULL::int AS utilisateur_id, count(*)::int AS total, ${FORMER_MEMBER_LABEL}::text AS nom,
             NULL::text AS prenom, NULL::text AS email, NULL::text AS ville,
             NULL::text AS referent_nom, NULL::text AS referent_prenom, NULL::text AS email_key
      FROM applications WHERE utilisateur_id IS NULL
    ) t
    WHERE t.total > 0${filter}`;
  // The page is chosen on application_totals' keys alone (the first page*size+size in order, then the former
  // members' row merged in); the shown fields are read for that page's rows only.
  const page = sql`
    SELECT p.utilisateur_id AS "utilisateurId",
           CASE WHEN p.utilisateur_id IS NULL THEN ${FORMER_MEMBER_LABEL} ELSE a.nom END AS nom,
           a.prenom, a.email, a.ville,
           coalesce((SELECT u.referent_cef_id FROM users u WHERE u.id = p.utilisateur_id), 0) AS "referentCEFId",
           a.referent_nom AS "referentNom", a.referent_prenom AS "referentPrenom",
           coalesce(p.former_total, a.total) AS total${term ? sql`, p.matched, (SELECT count(*)::int FROM (${former}) f) AS "formerMatched"` : sql``}
    FROM (
      SELECT * FROM (
        (
          SELECT t.utilisateur_id, NULL::int AS former_total${matched}${keyColumns}
          FROM application_totals t
          WHERE t.total > 0${filter}
          ORDER BY ${orderOf([...sortKeys, 't.utilisateur_id'])}
          LIMIT ${(q.page + 1) * q.size}
        )
        UNION ALL
        ${former}
      ) p
      ORDER BY ${pageOrder}
      LIMIT ${q.size} OFFSET ${q.page * q.size}
    ) p
    LEFT JOIN application_totals a ON a.utilisateur_id = p.utilisateur_id
    ORDER BY ${pageOrder}`;
  const candidates = term
    ? sql`(SELECT count(*)::int FROM application_totals t WHERE t.total > 0${filter})`
    : sql`coalesce((SELECT c.candidates FROM application_totals_count c), 0)`;
  const count = sql`SELECT ${candidates} + (SELECT count(*)::int FROM (${former}) f) AS nb`;
  return { page, count, countedInPage: term !== undefined };
}

/** A totals row as the page statement answers it; with a search, what it matched rides along. */
interface TotalsPageRow extends TotalsRow {
  matched?: number | null;
  formerMatched?: number;
}

type Run = (query: SQL) => Promise<{ rows: unknown[] }>;

/**
 * Runs a page and its count as the API does (the bench runs it the same way through the driver): without a search
 * both statements at once; with one, the page alone, and the count only when the page holds none of the rows that
 * carry it (a page past the end, or one showing only the « Ancien membre » row).
 */
export async function runTotalsPage(run: Run, q: TotalsQuery): Promise<{ rows: TotalsRow[]; total: number }> {
  const { page, count, countedInPage } = totalsPageSql(q);
  const nbOf = (result: { rows: unknown[] }) => Number((result.rows[0] as { nb?: number } | undefined)?.nb ?? 0);
  if (!countedInPage) {
    const [rows, counted] = await Promise.all([run(page), run(count)]);
    return { rows: rows.rows as TotalsRow[], total: nbOf(counted) };
  }
  const rows = (await run(page)).rows as TotalsPageRow[];
  const carrier = rows.find((r) => r.matched !== null && r.matched !== undefined);
  const total = carrier ? Number(carrier.matched) + Number(carrier.formerMatched ?? 0) : nbOf(await run(count));
  return { rows, total };
}

interface TotalsRow {
  utilisateurId: number | null;
  nom: string;
  prenom: string | null;
  email: string | null;
  ville: string | null;
  referentCEFId: number;
  referentNom: string | null;
  referentPrenom: string | null;
  total: number;
}

export async function applicationTotals(db: Database, q: TotalsQuery) {
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const { rows, total } = await runTotalsPage(
    (query) => db.execute(query) as unknown as Promise<{ rows: unknown[] }>,
    q,
  );
  const items: ApplicationTotal[] = rows.map((r) => ({
    utilisateurId: r.utilisateurId,
    nom: r.nom,
    prenom: r.prenom ?? '',
    email: r.email ?? '',
    ville: r.ville?.trim() ? r.ville : TOTALS_NOT_AVAILABLE,
    referentCEFId: r.referentCEFId,
    referent: r.referentNom ? `${r.referentNom} ${r.referentPrenom ?? ''}`.trim() : TOTALS_NOT_AVAILABLE,
    total: Number(r.total),
  }));
  return { items, totalElements: total };
}
