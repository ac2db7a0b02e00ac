// The floor: a database round trip through the API next to the same query through the driver.
import type { BenchSuite } from '../lib/types';

export const baselineSuite: BenchSuite = {
  name: 'baseline',
  async prepare() {},
  async cases(ctx) {
    return [
      {
        name: 'GET /api/ready (select 1)',
        p95LimitMs: 20,
        http: () => ctx.http.request('GET', '/api/ready'),
        sql: () => ctx.pool.query('select 1'),
      },
    ];
  },
};
