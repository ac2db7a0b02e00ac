// The job queue's admin page calls, reminder choices, notices, follow-ups and the weekly digest's schedule, as
// declared in packages/shared/src/contract/jobs.ts.
import { jobsEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createJobsService, WEEKLY_DIGEST_QUEUE } from './service';

export const jobsRoutes: FastifyPluginAsync = async (app) => {
  const service = createJobsService(app);
  const serve = endpointServer(app, 'tâches et rappels');

  app.jobs.define({
    name: WEEKLY_DIGEST_QUEUE,
    // Mondays at 08:00, Paris time.
    cron: '0 8 * * 1',
    retryLimit: 3,
    async handler() {
      await service.sendWeeklyDigest();
    },
  });

  serve(endpoints.jobs, async (request) => service.jobs(request.params.filtre));

  serve(endpoints.retry, async (request, reply) => {
    await service.retry(request.params.file, request.params.id);
    return reply.status(204).send(null);
  });

  serve(endpoints.reminders, async (request) => service.preferences(request.params.id));

  serve(endpoints.setReminders, async (request) => service.setPreferences(request.params.id, request.body));

  serve(endpoints.notices, async (request) => service.notices(request.user.id));

  serve(endpoints.readNotices, async (request, reply) => {
    await service.readNotices(request.user.id);
    return reply.status(204).send(null);
  });

  serve(endpoints.followUpSettings, async () => ({ joursSansReponse: await service.followUpDays() }));

  serve(endpoints.setFollowUpSettings, async (request) => service.setFollowUpDays(request.body.joursSansReponse));

  serve(endpoints.followUps, async (request) => service.followUps(request.params.uid));
};
