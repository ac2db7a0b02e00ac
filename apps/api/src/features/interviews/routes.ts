// Interviews (SPEC §7 Interviews): POST as SPEC says, and the calls DESIGN adds to list, read, change, delete and
// export, as declared in packages/shared/src/contract/interviews.ts.
import { interviewsEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { peopleInBody } from '../../plugins/staff-activity';
import { createInterviewsService } from './service';

export const interviewsRoutes: FastifyPluginAsync = async (app) => {
  const service = createInterviewsService(app);
  const serve = endpointServer(app, 'entretiens');

  serve(
    endpoints.create,
    async (request, reply) => reply.status(201).send(await service.create(request.user, request.body)),
    {
      // Staff scheduling an interview for a candidate work on her file.
      config: { staffActivity: peopleInBody('utilisateurId') },
    },
  );

  serve(endpoints.ofUser, async (request) => {
    const p = request.params;
    return service.page(p.uid, p.periode, p.page, p.size);
  });

  serve(endpoints.agenda, async (request) => {
    const p = request.params;
    return service.agenda(p.periode, p.page, p.size, request.query.conseiller);
  });

  serve(endpoints.staff, async () => service.staffOptions());

  serve(endpoints.get, async (request) => service.get(request.user, request.params.id));

  serve(endpoints.ics, async (request, reply) => {
    const file = await service.ics(request.user, request.params.id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.content);
  });

  serve(endpoints.update, async (request) => service.update(request.user, request.body));

  serve(endpoints.remove, async (request, reply) => {
    await service.remove(request.user, request.params.id);
    return reply.status(204).send(null);
  });
};
