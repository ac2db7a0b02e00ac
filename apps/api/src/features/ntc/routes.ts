// SPEC §7 ntc, as declared in packages/shared/src/contract/ntc.ts; the service keeps prospects from being orphaned.
import { ntcEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createNtcService } from './service';

export const ntcRoutes: FastifyPluginAsync = async (app) => {
  const service = createNtcService(app);
  const serve = endpointServer(app, 'ntc');

  serve(endpoints.list, async (request) => service.list(request.query));

  serve(endpoints.get, async (request) => service.get(request.params.id));

  serve(endpoints.create, async (request, reply) => reply.status(201).send(await service.create(request.body)));

  serve(endpoints.update, async (request) => service.update(request.body));

  serve(endpoints.remove, async (request, reply) => {
    await service.remove(request.params.id, request.query);
    return reply.status(204).send(null);
  });
};
