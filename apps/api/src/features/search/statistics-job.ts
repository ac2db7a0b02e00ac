// The statistics PostgreSQL plans each search from (how many profiles a word, a city or a contract type holds,
// docs/decisions/0003): a server's autovacuum keeps them, the embedded PGlite has none, so they are gathered at start
// when the table has never been analysed, and every night.

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const SEARCH_STATISTICS_JOB = 'profile-search-statistics';

const analyse = (app: FastifyInstance) => app.database.db.execute(sql`analyze profile_search`);

export function scheduleSearchStatistics(app: FastifyInstance) {
  app.jobs.define({
    name: SEARCH_STATISTICS_JOB,
    cron: '15 4 * * *',
    retryLimit: 3,
    async handler() {
      await analyse(app);
    },
  });
  app.addHook('onReady', async () => {
    // reltuples -1: never analysed (PostgreSQL 14 and later). An empty table is left so: its statistics would say
    // nothing of the rows to come.
    const result = (await app.database.db.execute(
      sql`select reltuples < 0 and exists (select 1 from profile_search) as needed
        from pg_class where oid = 'profile_search'::regclass`,
    )) as unknown as { rows: { needed: boolean }[] };
    if (result.rows[0]?.needed) await analyse(app);
  });
}
