// The job queue's admin page calls, reminder choices, notices, follow-ups and the weekly digest's schedule.
import {
  followUpSchema,
  followUpSettingsSchema,
  jobFilterSchema,
  jobPageSchema,
  noticeSchema,
  reminderPreferencesSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id } from '../../lib/route-schemas';
import { createJobsService, WEEKLY_DIGEST_QUEUE } from './service';

const tags = ['tâches et rappels'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createJobsService(app);

  app.jobs.define({
    name: WEEKLY_DIGEST_QUEUE,
    // Mondays at 08:00, Paris time.
    cron: '0 8 * * 1',
    retryLimit: 3,
    async handler() {
      await service.sendWeeklyDigest();
    },
  });

  app.get(
    '/api/admin/taches/:filtre',
    {
      schema: {
        tags,
        description:
          'Les 200 tâches les plus récentes du filtre (`en-attente`, `en-cours`, `echouees`, `relancees` : essayées plus d’une fois, `terminees`) et les compteurs de chaque filtre. Les tâches terminées sont archivées après 12 heures.',
        params: z.object({ filtre: jobFilterSchema }),
        response: { 200: jobPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.jobs(request.params.filtre),
  );

  app.post(
    '/api/admin/taches/:file/:id/relancer',
    {
      schema: {
        tags,
        description: 'Une tâche échouée repart pour une tentative, aussitôt.',
        params: z.object({ file: z.string().min(1).max(100), id: z.string().min(1).max(100) }),
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.retry(request.params.file, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/utilisateur/:id/rappels',
    { schema: { tags, params: z.object({ id }), response: { 200: reminderPreferencesSchema, ...errors(401, 403) } } },
    async (request) => service.preferences(request.params.id),
  );

  app.put(
    '/api/utilisateur/:id/rappels',
    {
      schema: {
        tags,
        description:
          'Rappels la veille à 18 h et une heure avant chaque entretien et job dating, par e-mail et/ou en notification.',
        params: z.object({ id }),
        body: reminderPreferencesSchema,
        response: { 200: reminderPreferencesSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.setPreferences(request.params.id, request.body),
  );

  app.get(
    '/api/notifications',
    { schema: { tags, response: { 200: z.array(noticeSchema), ...errors(401) } } },
    async (request) => service.notices(request.user.id),
  );

  app.put(
    '/api/notifications/lues',
    { schema: { tags, response: { 204: z.null(), ...errors(401) } } },
    async (request, reply) => {
      await service.readNotices(request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/parametres/relances',
    { schema: { tags, response: { 200: followUpSettingsSchema, ...errors(401) } } },
    async () => ({ joursSansReponse: await service.followUpDays() }),
  );

  app.put(
    '/api/parametres/relances',
    {
      schema: {
        tags,
        body: followUpSettingsSchema,
        response: { 200: followUpSettingsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.setFollowUpDays(request.body.joursSansReponse),
  );

  app.get(
    '/api/candidature/relances/:uid',
    {
      schema: {
        tags,
        description:
          'Candidatures en attente, sans réponse depuis le nombre de jours réglé par le personnel (10 par défaut).',
        params: z.object({ uid: id }),
        response: { 200: z.array(followUpSchema), ...errors(401, 403) },
      },
    },
    async (request) => service.followUps(request.params.uid),
  );
};
