// GET /api/constants/getVilles: the French city names (SPEC §7 Constants), whole or narrowed by a prefix; and the
// places of the search's zone filter. Declared in packages/shared/src/contract/constants.ts.
import { constantsEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { loadCities } from '../../lib/places/cities';
import { loadZones } from '../../lib/places/zones';

export const constantsRoutes: FastifyPluginAsync = async (app) => {
  const serve = endpointServer(app, 'constantes');

  serve(endpoints.cities, async (request, reply) => {
    const cities = await loadCities();
    if (request.query.q !== undefined) {
      reply.header('cache-control', 'public, max-age=86400');
      return cities.startingWith(request.query.q, request.query.limit);
    }
    // Already serialised once: sent as is rather than re-validated and re-encoded on every call.
    reply.header('etag', cities.etag).header('cache-control', 'public, max-age=86400');
    if (request.headers['if-none-match'] === cities.etag) return reply.status(304).send();
    return reply
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => payload as string)
      .send(cities.json);
  });

  serve(endpoints.zones, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return (await loadZones()).startingWith(request.query.q ?? '', request.query.limit);
  });
};
