// The dashboard's activity indicators (decision 0017), one call per chart and a CSV export of each, as declared in
// packages/shared/src/contract/outcomes.ts; staff only. Same filters as GET /api/formations/indicateurs.
import {
  ACTIVITY_INDICATOR_LABELS,
  type ActivityIndicator,
  outcomesEndpoints as endpoints,
  personName,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { endpointServer } from '../../lib/endpoint-route';
import { type ActivityData, activityCsv, activityFileName } from './activity-csv';
import { applicationsByMonth, caseload, firstInterview, funnel, jobDatingTurnout } from './activity-indicators';
import type { IndicatorQuery } from './indicators';
import { createOutcomesService } from './service';

const COMPUTE: Record<ActivityIndicator, (db: Database, f: IndicatorQuery) => Promise<ActivityData>> = {
  candidatures: applicationsByMonth,
  entonnoir: funnel,
  'premier-entretien': firstInterview,
  'job-datings': jobDatingTurnout,
  portefeuilles: caseload,
};

export const activityIndicatorRoutes: FastifyPluginAsync = async (app) => {
  const service = createOutcomesService(app);
  const serve = endpointServer(app, 'formations');

  serve(endpoints.applicationsByMonth, async (request) => applicationsByMonth(app.db, request.query));
  serve(endpoints.funnel, async (request) => funnel(app.db, request.query));
  serve(endpoints.firstInterview, async (request) => firstInterview(app.db, request.query));
  serve(endpoints.jobDatingTurnout, async (request) => jobDatingTurnout(app.db, request.query));
  serve(endpoints.caseload, async (request) => caseload(app.db, request.query));

  serve(
    endpoints.activityCsv,
    async (request, reply) => {
      const q = request.query;
      const name = request.params.indicateur;
      const data = await COMPUTE[name](app.db, q);
      const programme = q.formationId ? await service.programme(q.formationId).catch(() => null) : null;
      const session = q.sessionId ? await service.session(q.sessionId).catch(() => null) : null;
      const [adviser] = q.conseillerId
        ? await app.db.select({ prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, q.conseillerId))
        : [];
      const perimetre = [
        ACTIVITY_INDICATOR_LABELS[name],
        programme ? `Formation : ${programme.nom}` : 'Toutes les formations',
        session ? `Session : ${session.formationNom} du ${session.dateDebut}` : null,
        adviser ? `Conseiller : ${personName(adviser)}` : null,
      ]
        .filter(Boolean)
        .join(' ; ');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${activityFileName(name)}"`)
        .send(activityCsv(name, data, { du: q.du, au: q.au, perimetre }));
    },
    { schema: { produces: ['text/csv'] } },
  );
};
