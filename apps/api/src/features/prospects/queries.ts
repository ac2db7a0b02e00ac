// Reads of the prospecting table: filters, sorts, pages and counts per status, shaped as the shared answers.
import {
  PROSPECT_STATUSES,
  type Prospect,
  type ProspectCounts,
  type ProspectStatus,
  type prospectFilterSchema,
} from '@tremplin/shared';
import { and, asc, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ntc, prospects } from '../../db/schema';
import { containsIgnoringAccents, personNameSql } from '../../lib/sql-text';

export type ProspectFilterValues = z.output<typeof prospectFilterSchema>;

export const prospectSelection = {
  id: prospects.id,
  version: prospects.version,
  date: prospects.date,
  titreDiplomant: prospects.titreDiplomant,
  entreprise: sql<string>`coalesce(${prospects.entreprise}, '')`,
  urlAnnonce: prospects.urlAnnonce,
  poste: prospects.poste,
  adresse: prospects.adresse,
  ville: prospects.ville,
  nomContact: prospects.nomContact,
  posteContact: prospects.posteContact,
  mailContact: prospects.mailContact,
  phoneContact: prospects.phoneContact,
  commentaire: prospects.commentaire,
  statue: sql<ProspectStatus>`${prospects.statue}`,
  ntcId: prospects.ntcId,
  ntc: sql<string | null>`case when ${ntc.id} is null then null else ${personNameSql(ntc)} end`,
};

/** Every filter but the status, which the counts per status leave out. */
function matchesBesidesStatus(f: ProspectFilterValues): SQL | undefined {
  const words = f.search?.split(/\s+/).filter(Boolean) ?? [];
  return and(
    // Each word is found in the company, job, contact, city or comment.
    ...words.map((w) =>
      or(
        containsIgnoringAccents(prospects.entreprise, w),
        containsIgnoringAccents(prospects.poste, w),
        containsIgnoringAccents(prospects.nomContact, w),
        containsIgnoringAccents(prospects.ville, w),
        containsIgnoringAccents(prospects.titreDiplomant, w),
        containsIgnoringAccents(prospects.commentaire, w),
      ),
    ),
    containsIgnoringAccents(prospects.ville, f.ville),
    f.ntcId ? eq(prospects.ntcId, f.ntcId) : undefined,
    f.du ? gte(prospects.date, f.du) : undefined,
    f.au ? lte(prospects.date, f.au) : undefined,
  );
}

export const prospectMatches = (f: ProspectFilterValues) =>
  and(matchesBesidesStatus(f), f.statue ? eq(prospects.statue, f.statue) : undefined);

const sortColumns = {
  date: prospects.date,
  entreprise: sql`lower(${prospects.entreprise})`,
  poste: sql`lower(${prospects.poste})`,
  ville: sql`lower(${prospects.ville})`,
  statue: prospects.statue,
  ntc: sql`lower(${ntc.nom} || ' ' || ${ntc.prenom})`,
};

/** The chosen column, then the id so that pages never overlap. */
export function prospectOrdering(f: ProspectFilterValues) {
  const dir = f.ordre === 'asc' ? asc : desc;
  return [sql`${dir(sortColumns[f.tri])} nulls last`, dir(prospects.id)];
}

export function prospectQueries(db: Database) {
  const rows = () => db.select(prospectSelection).from(prospects).leftJoin(ntc, eq(ntc.id, prospects.ntcId));

  return {
    async page(f: ProspectFilterValues, page: number, size: number) {
      const where = prospectMatches(f);
      const [items, [total], perStatus] = await Promise.all([
        rows()
          .where(where)
          .orderBy(...prospectOrdering(f))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(prospects).where(where),
        db
          .select({ statue: prospects.statue, n: count() })
          .from(prospects)
          .where(matchesBesidesStatus(f))
          .groupBy(prospects.statue),
      ]);
      const counts = Object.fromEntries(PROSPECT_STATUSES.map((s) => [s, 0])) as ProspectCounts;
      for (const r of perStatus) if (r.statue in counts) counts[r.statue as ProspectStatus] = r.n;
      return { items: items as Prospect[], totalElements: total?.n ?? 0, counts };
    },

    async one(id: number): Promise<Prospect | undefined> {
      const [row] = await rows().where(eq(prospects.id, id));
      return row as Prospect | undefined;
    },
  };
}
