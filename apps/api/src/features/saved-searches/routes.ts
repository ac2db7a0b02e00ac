// Saved profile searches (recruiters and staff, each on their own) and the alerts' signed unsubscribe link, as
// declared in packages/shared/src/contract/saved-searches.ts.
import { savedSearchesEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createSavedSearchesService, SAVED_SEARCH_ALERTS_CRON, SAVED_SEARCH_ALERTS_QUEUE } from './service';

export const savedSearchesRoutes: FastifyPluginAsync = async (app) => {
  const service = createSavedSearchesService(app);
  const serve = endpointServer(app, 'recherches enregistrées');

  app.jobs.define<{ slot?: string }>({
    name: SAVED_SEARCH_ALERTS_QUEUE,
    cron: SAVED_SEARCH_ALERTS_CRON,
    retryLimit: 3,
    async handler(data) {
      await service.sendAlerts(data.slot ? new Date(data.slot) : app.clock.now());
    },
  });

  serve(endpoints.list, async (request) => service.list(request.user.id));

  serve(endpoints.create, async (request, reply) =>
    reply.status(201).send(await service.create(request.user.id, request.body)),
  );

  serve(endpoints.update, async (request) => service.update(request.user.id, request.params.id, request.body));

  serve(endpoints.remove, async (request, reply) => {
    await service.remove(request.user.id, request.params.id);
    return reply.status(204).send(null);
  });

  serve(endpoints.unsubscribe, async (request) => service.unsubscribe(request.body.id, request.body.signature));
};
