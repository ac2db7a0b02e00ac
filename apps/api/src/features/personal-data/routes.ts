// Personal-data calls: export, summary, talent-pool consent, erasure link, staff erasure and extension, settings.
import {
  apiErrorSchema,
  erasureConfirmationSchema,
  messageResponseSchema,
  PERSONAL_DATA_MESSAGES,
  personalDataSummarySchema,
  privacySettingsSchema,
  reasonSchema,
  talentPoolConsentSchema,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERSONAL_DATA_JOB } from './job';
import { createPersonalDataService, type PersonalDataService } from './service';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, apiErrorSchema]));
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['données personnelles'];

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

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createPersonalDataService(app);
  app.decorate('personalData', service);
  scheduleDailyJob(app, service);

  app.get(
    '/api/utilisateur/:id/export',
    {
      schema: {
        tags,
        description:
          'Un ZIP envoyé au fil de sa construction : donnees.json (profil, compétences, projets, candidatures avec contacts, commentaires et notes du personnel, entretiens, invitations, messages, favoris, consentements, connexions) chaque fichier déposé sous son nom d’origine, et les fichiers joints aux notes du personnel dans notes/. La personne elle-même, ou le personnel.',
        params: idParams,
        produces: ['application/zip'],
        response: { 200: z.any(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const stream = await service.archive(request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="mes-donnees-${request.params.id}.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/api/utilisateur/:id/donnees-personnelles',
    {
      schema: { tags, params: idParams, response: { 200: personalDataSummarySchema, ...errors(401, 403, 404) } },
    },
    async (request) => service.summary(request.params.id),
  );

  app.put(
    '/api/utilisateur/:id/consentement-vivier',
    {
      schema: {
        tags,
        params: idParams,
        body: talentPoolConsentSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.setConsent(request.params.id, request.body.accepte);
      return { message: PERSONAL_DATA_MESSAGES.consentSaved };
    },
  );

  app.post(
    '/api/effacement/confirmation',
    {
      schema: {
        tags,
        description: 'Le lien reçu après la suppression de son compte : l’efface définitivement tout de suite.',
        body: erasureConfirmationSchema,
        response: { 200: messageResponseSchema, ...errors(400) },
      },
    },
    async (request) => {
      await service.confirmErasure(request.body.token);
      return { message: PERSONAL_DATA_MESSAGES.erasureConfirmed };
    },
  );

  app.post(
    '/api/admin/:id/effacement',
    {
      schema: {
        tags,
        description: 'Efface définitivement le compte et ses données ; le motif est consigné.',
        params: idParams,
        body: reasonSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.eraseByStaff(request.user, request.params.id, request.body.motif);
      return { message: PERSONAL_DATA_MESSAGES.erasedByStaff };
    },
  );

  app.post(
    '/api/admin/:id/conservation',
    {
      schema: {
        tags,
        description: 'Repousse l’effacement d’un compte inactif (compte comme une activité) ; le motif est consigné.',
        params: idParams,
        body: reasonSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.extend(request.user, request.params.id, request.body.motif);
      return { message: PERSONAL_DATA_MESSAGES.retentionExtended };
    },
  );

  app.get(
    '/api/parametres/donnees-personnelles',
    { schema: { tags, response: { 200: privacySettingsSchema } } },
    async () => service.privacySettings(),
  );
};

/** Not encapsulated: the app (and its tests) reach the daily job through app.personalData. */
export const personalDataRoutes = fp(routes, { name: 'personal-data' });
