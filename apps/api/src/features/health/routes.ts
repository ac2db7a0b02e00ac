// Liveness (process up) and readiness (database reachable).

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
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'base de données injoignable');
        return reply.status(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'La base de données est indisponible.',
        });
      }
    },
  );
};
