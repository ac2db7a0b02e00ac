// Calls without database work beside the same handlers on a bare Fastify (≥ 60 % of its throughput, and no lower at
// 100 connections than at 10), and the floor of a database round trip beside `select 1` through the driver.
import { foldSearchText } from '@tremplin/shared';
import { loadCities } from '../../src/lib/places/cities';
import { type BenchSuite, shuffled } from '../lib/types';

/** What people type in a city field: the first 2 to 6 letters of real commune names, with a few list lengths. */
async function cityPrefixes(): Promise<string[]> {
  const { names } = await loadCities();
  const prefixes = new Set<string>();
  for (const name of names) {
    const folded = foldSearchText(name);
    for (let n = 2; n <= Math.min(6, folded.length); n++) prefixes.add(folded.slice(0, n));
  }
  return shuffled([...prefixes]).map((q, k) =>
    new URLSearchParams(k % 4 === 0 ? { q, limit: '10' } : { q }).toString(),
  );
}

export const baselineSuite: BenchSuite = {
  name: 'baseline',
  async prepare() {},
  async cases(ctx) {
    const queries = await cityPrefixes();
    const path = (i: number) => `/api/constants/getVilles?${queries[i % queries.length]}`;
    return [
      {
        name: `GET /api/constants/getVilles?q=… (autocomplétion des villes, sans base de données)`,
        distinct: queries.length,
        reference: 'bare',
        minThroughputShare: 0.6,
        noLowerAt100: true,
        http: (i) => ctx.http.request('GET', path(i)),
        ref: (i) => ctx.bare.request('GET', path(i)),
      },
      {
        // One request only, and no cache on its path: the whole cost of the request path around an empty handler.
        name: 'GET /api/health (sans base de données ; une seule requête possible, aucun cache)',
        distinct: 1,
        reference: 'bare',
        minThroughputShare: 0.6,
        noLowerAt100: true,
        http: () => ctx.http.request('GET', '/api/health'),
        ref: () => ctx.bare.request('GET', '/api/health'),
      },
      {
        name: 'GET /api/ready (select 1)',
        distinct: 1,
        reference: 'sql',
        p95LimitMs: 20,
        http: () => ctx.http.request('GET', '/api/ready'),
        ref: () => ctx.pool.query('select 1'),
      },
    ];
  },
};
