// SPEC §7 job-dating and invitationJD, as declared in packages/shared/src/contract/job-dating.ts: the declarations
// decide who calls; the service checks whose data it is.
import { jobDatingEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createBulkInvitations } from './bulk';
import { createJobDatingService } from './service';

export const jobDatingRoutes: FastifyPluginAsync = async (app) => {
  const service = createJobDatingService(app);
  const bulk = createBulkInvitations(app);
  const serveJobDating = endpointServer(app, 'job-dating');
  const serveInvitation = endpointServer(app, 'invitationJD');

  serveJobDating(endpoints.search, async (request) =>
    service.searchJobDatings(request.body, request.params.page, request.params.size),
  );

  serveJobDating(endpoints.get, async (request) => service.getJobDating(request.user, request.params.id));

  serveJobDating(endpoints.create, async (request, reply) =>
    reply.status(201).send(await service.createJobDating(request.user, request.body)),
  );

  serveJobDating(endpoints.update, async (request) => service.updateJobDating(request.body));

  serveJobDating(endpoints.remove, async (request, reply) => {
    await service.deleteJobDating(request.params.id);
    return reply.status(204).send(null);
  });

  serveInvitation(endpoints.searchInvitations, async (request) =>
    service.searchInvitations(request.user, request.body, request.params.page, request.params.size),
  );

  serveInvitation(endpoints.getInvitation, async (request) => service.getInvitation(request.user, request.params.id));

  serveInvitation(endpoints.sendInvitation, async (request, reply) =>
    reply.status(201).send(await service.sendInvitation(request.body)),
  );

  serveInvitation(endpoints.previewBulk, async (request) =>
    bulk.preview(request.body, request.params.page, request.params.size),
  );

  serveInvitation(endpoints.sendBulk, async (request) => bulk.send(request.body));

  serveInvitation(endpoints.accept, async (request) => service.acceptInvitation(request.user, request.params.id));

  serveInvitation(endpoints.cancel, async (request) => service.cancelInvitation(request.user, request.params.id));

  serveInvitation(endpoints.markAttendance, async (request) =>
    service.markAttendance(request.params.id, request.body.present),
  );
};
