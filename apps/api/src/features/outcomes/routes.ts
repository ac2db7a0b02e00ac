// Training programmes, sessions, enrolments, outcomes and indicators, as declared in
// packages/shared/src/contract/outcomes.ts: staff only, except a learner's own enrolments and the published results.
import { outcomesEndpoints as endpoints, personName } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../db/schema';
import { endpointServer } from '../../lib/endpoint-route';
import { indicatorsCsv, indicatorsFileName } from './csv';
import { computeIndicators } from './indicators';
import { publicResults } from './public-results';
import { createOutcomesService } from './service';

export const outcomesRoutes: FastifyPluginAsync = async (app) => {
  const service = createOutcomesService(app);
  const serve = endpointServer(app, 'formations');

  serve(endpoints.programmes, async () => service.programmes());
  serve(endpoints.createProgramme, async (request, reply) =>
    reply.status(201).send(await service.createProgramme(request.body)),
  );
  serve(endpoints.programme, async (request) => service.programme(request.params.id));
  serve(endpoints.updateProgramme, async (request) => service.updateProgramme(request.params.id, request.body));
  serve(endpoints.removeProgramme, async (request, reply) => {
    await service.removeProgramme(request.params.id);
    return reply.status(204).send(null);
  });

  serve(endpoints.setPublication, async (request) => service.setPublication(request.params.id, request.body.publie));
  serve(endpoints.publicResults, async () => publicResults(app.db));

  serve(endpoints.createSession, async (request, reply) =>
    reply.status(201).send(await service.createSession(request.params.id, request.body)),
  );
  serve(endpoints.session, async (request) => service.session(request.params.id));
  serve(endpoints.updateSession, async (request) => service.updateSession(request.params.id, request.body));
  serve(endpoints.removeSession, async (request, reply) => {
    await service.removeSession(request.params.id);
    return reply.status(204).send(null);
  });

  serve(endpoints.enrol, async (request, reply) =>
    reply.status(201).send(await service.enrol(request.params.id, request.body)),
  );
  serve(endpoints.updateEnrolment, async (request) => service.updateEnrolment(request.params.id, request.body));
  serve(endpoints.removeEnrolment, async (request, reply) => {
    await service.removeEnrolment(request.params.id);
    return reply.status(204).send(null);
  });
  serve(endpoints.recordOutcome, async (request) =>
    service.recordOutcome(request.params.id, request.params.etape, request.body),
  );
  serve(endpoints.removeOutcome, async (request) => service.removeOutcome(request.params.id, request.params.etape));

  serve(endpoints.learners, async (request) => service.learners(request.query.search));

  serve(endpoints.indicators, async (request) => computeIndicators(app.db, request.query));
  serve(
    endpoints.indicatorsCsv,
    async (request, reply) => {
      const q = request.query;
      const indicators = await computeIndicators(app.db, q);
      const programme = q.formationId ? await service.programme(q.formationId).catch(() => null) : null;
      const session = q.sessionId ? await service.session(q.sessionId).catch(() => null) : null;
      const [adviser] = q.conseillerId
        ? await app.db.select({ prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, q.conseillerId))
        : [];
      const csv = indicatorsCsv(indicators, {
        du: q.du,
        au: q.au,
        formation: programme?.nom,
        session: session ? `${session.formationNom} du ${session.dateDebut}` : undefined,
        conseiller: adviser ? personName(adviser) : undefined,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${indicatorsFileName()}"`)
        .send(csv);
    },
    { schema: { produces: ['text/csv'] } },
  );

  serve(endpoints.mine, async (request) => service.mine(request.params.id));
};
