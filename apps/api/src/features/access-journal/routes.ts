// The access journal's calls, as declared in packages/shared/src/contract/access-journal.ts: the person's own entries
// (« Mes données ») and the admins' search; its daily purge.
import { accessJournalEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { endpointServer } from '../../lib/endpoint-route';
import { type AccessJournalService, createAccessJournalService } from './service';

export const ACCESS_JOURNAL_PURGE_JOB = 'access-journal-purge';

declare module 'fastify' {
  interface FastifyInstance {
    accessJournal: AccessJournalService;
  }
}

const routes: FastifyPluginAsync = async (app) => {
  const service = createAccessJournalService(app);
  app.decorate('accessJournal', service);
  schedulePurge(app, service);
  const serve = endpointServer(app, 'journal des accès');

  serve(endpoints.ofPerson, async (request) =>
    service.ofPerson(request.params.id, request.query.page, request.query.size),
  );

  serve(endpoints.search, async (request) => service.search(request.query));
};

/** Its own daily schedule on the job queue (decision 0008), after the personal-data job's 03:00. */
function schedulePurge(app: FastifyInstance, service: AccessJournalService) {
  app.jobs.define({
    name: ACCESS_JOURNAL_PURGE_JOB,
    cron: '30 3 * * *',
    retryLimit: 3,
    async handler() {
      const purged = await service.purge(app.clock.now());
      if (purged) app.log.info({ purged }, 'access journal: entries older than 12 months purged');
    },
  });
}

/** Not encapsulated: the export and the tests reach the service through app.accessJournal. */
export const accessJournalRoutes = fp(routes, { name: 'access-journal-routes' });
