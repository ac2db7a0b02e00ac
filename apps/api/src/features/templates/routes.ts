// SPEC §7 Message templates (modele-message), as declared in packages/shared/src/contract/templates.ts.
import { templatesEndpoints as endpoints, MESSAGES } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createTemplatesService } from './service';

export const templatesRoutes: FastifyPluginAsync = async (app) => {
  const service = createTemplatesService(app);
  const serve = endpointServer(app, 'modèles de message');

  serve(endpoints.list, async ({ params: p }) => service.page(p.page, p.size, p.search));

  serve(endpoints.get, async (request) => service.get(request.params.id));

  serve(endpoints.create, async (request, reply) => reply.status(201).send(await service.create(request.body)));

  serve(endpoints.preview, async (request) => service.preview(request.user, request.body));

  serve(endpoints.sendToMany, async (request) => service.sendToMany(request.user, request.body));

  serve(endpoints.update, async (request) => service.update(request.body));

  serve(endpoints.remove, async (request) => {
    await service.remove(request.params.id);
    return { message: MESSAGES.templateDeleted };
  });
};
