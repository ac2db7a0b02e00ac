// Applications (SPEC §7 Applications and the application calls of Admin), as declared in
// packages/shared/src/contract/applications.ts: routes parse, the declarations guard, the service decides.
import { applicationsEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { personFromParam } from '../../plugins/access-journal';
import { peopleInBody } from '../../plugins/staff-activity';
import { createApplicationsService } from './service';
import { applicationTotals } from './totals';

export const applicationsRoutes: FastifyPluginAsync = async (app) => {
  const service = createApplicationsService(app);
  const serve = endpointServer(app, 'candidatures');

  serve(endpoints.all, async (request) => service.all(request.params.uid));

  serve(endpoints.count, async (request) => service.count(request.params.uid, request.params.search));

  serve(endpoints.page, async (request) => {
    const p = request.params;
    return service.page(p.uid, p.page, p.size, p.search, request.query.statut);
  });

  serve(endpoints.dateRange, async (request) =>
    service.dateRange(request.params.uid, request.params.from, request.params.to),
  );

  serve(endpoints.get, async (request) => service.get(request.user, request.params.id));

  // An application staff add works on the candidate's file: her retention restarts (plugins/staff-activity).
  serve(
    endpoints.create,
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user, request.params.uid, request.body)),
    { config: { staffActivity: personFromParam('uid') } },
  );

  serve(endpoints.update, async (request) => service.update(request.user, request.params.uid, request.body));

  serve(endpoints.remove, async (request, reply) => {
    await service.remove(request.user, request.params.id, request.params.userId);
    return reply.status(204).send(null);
  });

  serve(endpoints.comment, async (request, reply) =>
    reply.status(201).send(await service.comment(request.user, request.params.id, request.body)),
  );

  serve(endpoints.candidates, async (request) =>
    service.candidates(request.params.page, request.params.size, request.params.search),
  );

  // Totals per candidate (/compte-candidatures).
  serve(endpoints.totals, async (request) => applicationTotals(app.db, request.params));
  serve(endpoints.totalsSearched, async (request) => applicationTotals(app.db, request.params));
  serve(endpoints.totalsOrdered, async (request) => applicationTotals(app.db, request.params));
  serve(endpoints.totalsOrderedSearched, async (request) => applicationTotals(app.db, request.params));

  // Staff side (SPEC §7 Admin).
  serve(
    endpoints.createForCandidate,
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createForCandidate(request.params.cefId, request.params.candidatId, request.body)),
    { config: { staffActivity: personFromParam('candidatId') } },
  );

  serve(
    endpoints.createBatch,
    async (request, reply) => reply.status(201).send(await service.createBatch(request.user, request.body)),
    { config: { staffActivity: peopleInBody('candidatIds') } },
  );

  serve(endpoints.removeAsStaff, async (request, reply) => {
    await service.remove(request.user, request.params.id);
    return reply.status(204).send(null);
  });
};
