// Reads of NTC records with how many prospects each one has.
import type { Ntc, ntcFilterSchema } from '@tremplin/shared';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ntc, prospects } from '../../db/schema';
import { containsIgnoringAccents } from '../../lib/sql-text';

type Filter = z.output<typeof ntcFilterSchema>;

const selection = {
  id: ntc.id,
  nom: ntc.nom,
  prenom: ntc.prenom,
  ville: ntc.ville,
  actif: ntc.actif,
  version: ntc.version,
  prospects: sql<number>`(select count(*)::int from ${prospects} p where p.ntc_id = ${ntc.id})`,
};

function matches(filter: Filter): SQL | undefined {
  const words = filter.search?.split(/\s+/).filter(Boolean) ?? [];
  return and(
    ...words.map((w) =>
      or(
        containsIgnoringAccents(ntc.nom, w),
        containsIgnoringAccents(ntc.prenom, w),
        containsIgnoringAccents(ntc.ville, w),
      ),
    ),
    filter.actif ? eq(ntc.actif, filter.actif === 'true') : undefined,
  );
}

const toNtc = (r: Ntc): Ntc => ({ ...r, prospects: Number(r.prospects) });

export function ntcQueries(db: Database) {
  return {
    async page(filter: Filter) {
      const where = matches(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(selection)
          .from(ntc)
          .where(where)
          .orderBy(asc(sql`lower(${ntc.nom})`), asc(sql`lower(${ntc.prenom})`), asc(ntc.id))
          .limit(filter.size)
          .offset(filter.page * filter.size),
        db.select({ n: count() }).from(ntc).where(where),
      ]);
      return { items: rows.map(toNtc), totalElements: total?.n ?? 0 };
    },

    async one(id: number): Promise<Ntc | undefined> {
      const [row] = await db.select(selection).from(ntc).where(eq(ntc.id, id));
      return row && toNtc(row);
    },
  };
}
