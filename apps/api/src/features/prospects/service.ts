// Prospect rules: the NTC must exist, edits are guarded by version.
import {
  PROSPECT_MESSAGES,
  type ProspectValues,
  type prospectListQuerySchema,
  type prospectUpdateSchema,
} from '@tremplin/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ntc, prospects } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { prospectQueries } from './queries';

/** Refuses a link to an NTC that does not exist. */
export async function checkNtc(db: Database, ntcId: number | null) {
  if (ntcId === null) return;
  const [found] = await db.select({ id: ntc.id }).from(ntc).where(eq(ntc.id, ntcId));
  if (!found) throw badRequest(PROSPECT_MESSAGES.ntcNotFound);
}

export function createProspectService(app: FastifyInstance) {
  const db = app.db;
  const queries = prospectQueries(db);

  async function load(id: number) {
    const found = await queries.one(id);
    if (!found) throw notFound(PROSPECT_MESSAGES.notFound);
    return found;
  }

  return {
    list: ({ page, size, ...filter }: z.output<typeof prospectListQuerySchema>) => queries.page(filter, page, size),
    get: load,

    async create(values: ProspectValues) {
      await checkNtc(db, values.ntcId);
      const [row] = await db.insert(prospects).values(values).returning({ id: prospects.id });
      return load(row!.id);
    },

    async update({ id, version, ...values }: z.output<typeof prospectUpdateSchema>) {
      await load(id);
      await checkNtc(db, values.ntcId);
      const [row] = await db
        .update(prospects)
        .set({ ...values, version: sql`${prospects.version} + 1` })
        .where(and(eq(prospects.id, id), eq(prospects.version, version)))
        .returning({ id: prospects.id });
      if (!row) throw conflict();
      return load(id);
    },

    async remove(id: number) {
      const [row] = await db.delete(prospects).where(eq(prospects.id, id)).returning({ id: prospects.id });
      if (!row) throw notFound(PROSPECT_MESSAGES.notFound);
    },
  };
}
