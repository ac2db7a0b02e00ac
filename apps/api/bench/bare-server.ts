// The reference for calls without database work: a bare Fastify (no plugins, no logging) answering the same
// handlers as the API, so the bench shows what the API's request path (security headers, authentication,
// validation, compression, logging) costs on top. Started by run.ts: node --import tsx bench/bare-server.ts PORT
import Fastify from 'fastify';
import { loadCities } from '../src/features/constants/cities';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));
app.get<{ Querystring: { q?: string; limit?: string } }>('/api/constants/getVilles', async (request) => {
  const cities = await loadCities();
  return cities.startingWith(request.query.q ?? '', Number(request.query.limit ?? 20));
});

await loadCities();
await app.listen({ port, host: '127.0.0.1' });
