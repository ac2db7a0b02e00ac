// SPEC §7 Favourites (favoris): a recruiter's own list, as declared in packages/shared/src/contract/favourites.ts.
import { favouritesEndpoints as endpoints, MESSAGES } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createFavouritesService } from './service';

export const favouritesRoutes: FastifyPluginAsync = async (app) => {
  const service = createFavouritesService(app);
  const serve = endpointServer(app, 'favoris');

  serve(endpoints.count, async (request) => service.count(request.user.id, request.query));

  serve(endpoints.list, async (request) => service.list(request.params.uid));

  serve(endpoints.page, async (request) =>
    service.page(request.params.uid, request.query, request.params.page, request.params.size),
  );

  serve(endpoints.add, async (request, reply) =>
    reply.status(201).send(await service.add(request.params.uid, request.params.candidateId)),
  );

  serve(endpoints.remove, async (request) => {
    await service.remove(request.params.uid, request.params.candidateId);
    return { message: MESSAGES.favouriteDeleted };
  });
};
