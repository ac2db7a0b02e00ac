// Three- and six-month follow-ups, as declared in packages/shared/src/contract/follow-ups.ts: the daily job, the
// learner's signed link (no sign-in) and the staff's list of learners who did not answer.
import { followUpsEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createFollowUpsService, FOLLOW_UPS_CRON, FOLLOW_UPS_QUEUE } from './service';

export const followUpsRoutes: FastifyPluginAsync = async (app) => {
  const service = createFollowUpsService(app);
  const serve = endpointServer(app, 'formations');

  app.jobs.define<{ slot?: string }>({
    name: FOLLOW_UPS_QUEUE,
    cron: FOLLOW_UPS_CRON,
    retryLimit: 3,
    async handler(data) {
      await service.run(data.slot ? new Date(data.slot) : app.clock.now());
    },
  });

  serve(endpoints.view, async (request) => service.view(request.body.id, request.body.signature));

  serve(endpoints.answer, async (request) => service.answer(request.body));

  serve(endpoints.unanswered, async () => service.unanswered());
};
