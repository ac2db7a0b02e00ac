// The references that go through HTTP: a bare Fastify (no plugins, no logging) answering the same handlers as the
// API for calls without database work, so the bench shows what the API's request path (security headers,
// authentication, validation, compression, logging) costs on top; and, given a database, the same SQL as the API's
// database-bound calls, so the bench shows what HTTP alone adds to that SQL.
// Started by run.ts: node --import tsx bench/bare-server.ts PORT [DATABASE_URL]
import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../src/db/client';
import { loadCities } from '../src/lib/places/cities';

const port = Number(process.argv[2]);
const databaseUrl = process.argv[3];
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));
app.get<{ Querystring: { q?: string; limit?: string } }>('/api/constants/getVilles', async (request) => {
  const cities = await loadCities();
  return cities.startingWith(request.query.q ?? '', Number(request.query.limit ?? 20));
});

if (databaseUrl) {
  // As many connections as the API's pool. A suite registers its statements once, then each request names one and
  // gives its values; the rows come back as JSON, as the API would send them before its own work.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: DEFAULT_POOL_SIZE });
  const statements = new Map<string, string>();
  app.post<{ Body: Record<string, string> }>('/sql', async (request) => {
    for (const [name, text] of Object.entries(request.body)) statements.set(name, text);
    return { registered: statements.size };
  });
  // Values as `v=a,b` or, when they may hold commas (arrays), as a JSON array `j=[…]`.
  app.get<{ Params: { name: string }; Querystring: { v?: string; j?: string } }>(
    '/sql/:name',
    async (request, reply) => {
      const text = statements.get(request.params.name);
      if (!text) return reply.code(404).send({ message: 'unknown statement' });
      const { v, j } = request.query;
      const values = j ? (JSON.parse(j) as unknown[]) : (v ?? '').split(',');
      const { rows } = await pool.query({ name: request.params.name, text, values });
      return rows;
    },
  );
}

await loadCities();
await app.listen({ port, host: '127.0.0.1' });
