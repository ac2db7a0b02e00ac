// Saved profile searches (recruiters and staff, each on their own) and the alerts' signed unsubscribe link.
import {
  SAVED_SEARCH_ALERT_MAX,
  savedSearchCreateSchema,
  savedSearchSchema,
  savedSearchUnsubscribedSchema,
  savedSearchUnsubscribeSchema,
  savedSearchUpdateSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id } from '../../lib/route-schemas';
import { createSavedSearchesService, SAVED_SEARCH_ALERTS_CRON, SAVED_SEARCH_ALERTS_QUEUE } from './service';

const tags = ['recherches enregistrées'];

export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSavedSearchesService(app);

  app.jobs.define<{ slot?: string }>({
    name: SAVED_SEARCH_ALERTS_QUEUE,
    cron: SAVED_SEARCH_ALERTS_CRON,
    retryLimit: 3,
    async handler(data) {
      await service.sendAlerts(data.slot ? new Date(data.slot) : app.clock.now());
    },
  });

  app.get(
    '/api/recherches-enregistrees',
    {
      schema: {
        tags,
        description: 'Les recherches enregistrées de la personne connectée, la plus récente d’abord.',
        response: { 200: z.array(savedSearchSchema), ...errors(401, 403) },
      },
    },
    async (request) => service.list(request.user.id),
  );

  app.post(
    '/api/recherches-enregistrees',
    {
      schema: {
        tags,
        description: `Enregistre les filtres de la recherche de profils sous un nom, avec la fréquence de ses alertes (QUOTIDIENNE à 7 h, HEBDOMADAIRE le lundi à 7 h, heure de Paris, ou AUCUNE). Chaque alerte liste au plus ${SAVED_SEARCH_ALERT_MAX} profils visibles créés depuis l’enregistrement et jamais envoyés par cette recherche.`,
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.user.id, request.body)),
  );

  app.put(
    '/api/recherches-enregistrees/:id',
    {
      schema: {
        tags,
        description: 'Renomme une de ses recherches enregistrées ou change la fréquence de ses alertes.',
        params: z.object({ id }),
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.update(request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/api/recherches-enregistrees/:id',
    {
      schema: {
        tags,
        description: 'Supprime une de ses recherches enregistrées et ses alertes.',
        params: z.object({ id }),
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/recherches-enregistrees/desabonnement',
    {
      schema: {
        tags,
        description:
          'Le lien de désabonnement des e-mails d’alerte, sans connexion : la signature (HMAC-SHA256 du secret de l’application) doit être celle de la recherche. Les alertes passent à AUCUNE ; la recherche reste enregistrée.',
        body: savedSearchUnsubscribeSchema,
        response: { 200: savedSearchUnsubscribedSchema, ...errors(400, 403) },
      },
    },
    async (request) => service.unsubscribe(request.body.id, request.body.signature),
  );
};
