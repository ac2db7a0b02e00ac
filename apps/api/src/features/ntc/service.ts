// NTC rules: edits guarded by version; an NTC that prospects use is deleted only once the person says what to do.
import {
  NTC_MESSAGES,
  type ntcDeleteQuerySchema,
  type ntcFilterSchema,
  type ntcInputSchema,
  type ntcUpdateSchema,
} from '@tremplin/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ntc, prospects } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { ntcQueries } from './queries';

export function createNtcService(app: FastifyInstance) {
  const db = app.db;
  const queries = ntcQueries(db);

  async function load(id: number) {
    const found = await queries.one(id);
    if (!found) throw notFound(NTC_MESSAGES.notFound);
    return found;
  }

  return {
    list: (filter: z.output<typeof ntcFilterSchema>) => queries.page(filter),
    get: load,

    async create(input: z.output<typeof ntcInputSchema>) {
      const [row] = await db.insert(ntc).values(input).returning({ id: ntc.id });
      return load(row!.id);
    },

    async update({ id, version, ...values }: z.output<typeof ntcUpdateSchema>) {
      await load(id);
      const [row] = await db
        .update(ntc)
        .set({ ...values, version: sql`${ntc.version} + 1` })
        .where(and(eq(ntc.id, id), eq(ntc.version, version)))
        .returning({ id: ntc.id });
      if (!row) throw conflict();
      return load(id);
    },

    /** In use and no choice given: 409 naming how many prospects; otherwise detach or move them, then delete. */
    async remove(id: number, choice: z.output<typeof ntcDeleteQuerySchema>) {
      await db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: ntc.id }).from(ntc).where(eq(ntc.id, id)).for('update');
        if (!exists) throw notFound(NTC_MESSAGES.notFound);
        const [used] = await tx.select({ n: count() }).from(prospects).where(eq(prospects.ntcId, id));
        const n = used?.n ?? 0;
        if (n > 0) {
          if (!choice.prospects) throw conflict(NTC_MESSAGES.inUse(n));
          let target: number | null = null;
          if (choice.prospects === 'deplacer') {
            if (!choice.versNtcId) throw badRequest(NTC_MESSAGES.targetRequired);
            if (choice.versNtcId === id) throw badRequest(NTC_MESSAGES.sameTarget);
            const [other] = await tx.select({ id: ntc.id }).from(ntc).where(eq(ntc.id, choice.versNtcId));
            if (!other) throw badRequest(NTC_MESSAGES.targetNotFound);
            target = other.id;
          }
          await tx
            .update(prospects)
            .set({ ntcId: target, version: sql`${prospects.version} + 1` })
            .where(eq(prospects.ntcId, id));
        }
        await tx.delete(ntc).where(eq(ntc.id, id));
      });
    },
  };
}
