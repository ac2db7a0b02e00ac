// SPEC §7 Admin user calls (staff only): the filtered list and its count, referents, creation, agency import,
// full edit and deletion, as declared in packages/shared/src/contract/admin.ts. The candidature calls under
// /api/admin belong to the applications feature.
import { adminEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { journalActor } from '../../plugins/access-journal';
import { createAdminService } from './service';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const service = createAdminService(app);
  const serve = endpointServer(app, 'gestion des utilisateurs');

  serve(endpoints.throttled, async () => app.signInThrottle.throttled());

  serve(endpoints.page, async (request) => service.page(request.query, request.params.page, request.params.size));

  serve(endpoints.referents, async (request) =>
    service.referents(request.query.search, request.params.page, request.params.size),
  );

  serve(endpoints.count, async (request) => service.count(request.query));

  serve(endpoints.create, async (request, reply) =>
    reply.status(201).send(await service.create(request.user, request.body)),
  );

  serve(endpoints.createAgencyCandidate, async (request, reply) =>
    reply.status(201).send(await service.createAgencyCandidate(request.user, request.body)),
  );

  serve(endpoints.update, async (request) => service.update(journalActor(request), request.body));

  serve(endpoints.remove, async (request) => ({
    message: await service.remove(journalActor(request), request.params.id, request.body?.motif),
  }));
};
