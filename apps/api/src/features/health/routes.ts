// Liveness (process up) and readiness (database reachable), as declared in packages/shared/src/contract/health.ts.

import { healthEndpoints as endpoints, MESSAGES } from '@tremplin/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const serve = endpointServer(app, 'santé');

  serve(endpoints.live, async () => ({ status: 'ok' as const }));

  serve(endpoints.ready, async (_req, reply) => {
    if (app.draining) {
      reply.header('retry-after', '5');
      return reply.status(503).send({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.shuttingDown });
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
  });
};
