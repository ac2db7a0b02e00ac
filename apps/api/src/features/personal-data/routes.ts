// Personal-data calls, as declared in packages/shared/src/contract/personal-data.ts: export, summary, talent-pool
// consent, erasure link, staff erasure and extension, settings.
import { personalDataEndpoints as endpoints, PERSONAL_DATA_MESSAGES } from '@tremplin/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { endpointServer } from '../../lib/endpoint-route';
import { journalActor, personFromParam } from '../../plugins/access-journal';
import { PERSONAL_DATA_JOB } from './job';
import { createPersonalDataService, type PersonalDataService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    personalData: PersonalDataService;
  }
}

/** The daily job is a scheduled job of the queue (03:00, Paris time); its own day record keeps a retry from repeating it. */
function scheduleDailyJob(app: FastifyInstance, service: PersonalDataService) {
  app.jobs.define({
    name: PERSONAL_DATA_JOB,
    cron: '0 3 * * *',
    retryLimit: 3,
    async handler() {
      await service.job.run();
    },
  });
}

const routes: FastifyPluginAsync = async (app) => {
  const service = createPersonalDataService(app);
  app.decorate('personalData', service);
  scheduleDailyJob(app, service);
  const serve = endpointServer(app, 'données personnelles');

  serve(
    endpoints.export,
    async (request, reply) => {
      const stream = await service.archive(request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="mes-donnees-${request.params.id}.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
    {
      config: { journal: { kind: 'EXPORT_TELECHARGE', person: personFromParam('id') } },
      schema: { produces: ['application/zip'] },
    },
  );

  serve(endpoints.summary, async (request) => service.summary(request.params.id), {
    config: { journal: { kind: 'DONNEES_PERSONNELLES_CONSULTEES', person: personFromParam('id') } },
  });

  serve(endpoints.setConsent, async (request) => {
    await service.setConsent(request.params.id, request.body.accepte);
    return { message: PERSONAL_DATA_MESSAGES.consentSaved };
  });

  serve(endpoints.confirmErasure, async (request) => {
    await service.confirmErasure(request.body.token);
    return { message: PERSONAL_DATA_MESSAGES.erasureConfirmed };
  });

  serve(endpoints.erase, async (request) => {
    await service.eraseByStaff(journalActor(request), request.params.id, request.body.motif);
    return { message: PERSONAL_DATA_MESSAGES.erasedByStaff };
  });

  serve(endpoints.extendRetention, async (request) => {
    await service.extend(journalActor(request), request.params.id, request.body.motif);
    return { message: PERSONAL_DATA_MESSAGES.retentionExtended };
  });

  serve(endpoints.privacySettings, async () => service.privacySettings());
};

/** Not encapsulated: the app (and its tests) reach the daily job through app.personalData. */
export const personalDataRoutes = fp(routes, { name: 'personal-data' });
