// Liveness (process up) and readiness (database reachable, profile index laid out).

import { apiErrorSchema, MESSAGES } from '@tremplin/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['santé'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['santé'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: apiErrorSchema },
      },
    },
    async (_req, reply) => {
      if (app.draining) {
        reply.header('retry-after', '5');
        return reply
          .status(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.shuttingDown });
      }
      // A search index laid out in a moment counts as laid out; a large one keeps the server not ready meanwhile.
      if (!app.profileIndex.ready)
        await Promise.race([app.profileIndex.whenReady(), new Promise((resolve) => setTimeout(resolve, 1000))]);
      if (!app.profileIndex.ready) {
        reply.header('retry-after', '5');
        return reply.status(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'La recherche de profils se prépare : réessayez dans quelques secondes.',
        });
      }
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'database not reachable');
        return reply.status(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'La base de données est indisponible.',
        });
      }
    },
  );
};
