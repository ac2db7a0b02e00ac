// GET /api/constants/getVilles: the French city names (SPEC §7 Constants), whole or narrowed by a prefix.
import { citiesQuerySchema, citiesSchema, zoneSuggestionsSchema, zonesQuerySchema } from '@tremplin/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCities } from './cities';
import { loadZones } from './zones';

export const constantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/constants/getVilles',
    {
      schema: {
        tags: ['constantes'],
        description:
          'Noms des communes françaises actuelles (données officielles), uniques et triés. Sans paramètre : la liste entière (≈33 000 noms, avec ETag et cache d’une journée). Avec q : au plus `limit` (20 par défaut) noms commençant par q, accents, casse et tirets ignorés, les plus peuplées d’abord — ce que les champs ville utilisent pour l’autocomplétion.',
        querystring: citiesQuerySchema,
        response: { 200: citiesSchema },
      },
    },
    async (request, reply) => {
      const cities = await loadCities();
      if (request.query.q !== undefined) {
        reply.header('cache-control', 'public, max-age=86400');
        return cities.startingWith(request.query.q, request.query.limit);
      }
      // Already serialised once: sent as is rather than re-validated and re-encoded on every call.
      const raw = reply as unknown as FastifyReply;
      raw.header('etag', cities.etag).header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === cities.etag) return raw.status(304).send();
      return raw
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(cities.json);
    },
  );

  app.get(
    '/api/constants/zones',
    {
      schema: {
        tags: ['constantes'],
        description:
          'Lieux pour le filtre de la recherche de profils : communes, intercommunalités (EPCI), départements et régions dont le nom (ou, sauf pour les communes, un mot du nom) commence par q, accents, casse et tirets ignorés ; le nom exact d’abord, puis les plus peuplés. `zone` est la valeur du paramètre zone de la recherche.',
        querystring: zonesQuerySchema,
        response: { 200: zoneSuggestionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return (await loadZones()).startingWith(request.query.q ?? '', request.query.limit);
    },
  );
};
