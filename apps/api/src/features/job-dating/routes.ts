// SPEC §7 job-dating and invitationJD: the permission table decides who calls; the service checks whose data it is.
import {
  invitationInputSchema,
  invitationSchema,
  invitationSearchSchema,
  jobDatingInputSchema,
  jobDatingSchema,
  jobDatingSearchSchema,
  jobDatingUpdateSchema,
  pagedSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id, pageParams } from '../../lib/route-schemas';
import { createJobDatingService } from './service';

const jobDatingTags = ['job-dating'];
const invitationTags = ['invitationJD'];

export const jobDatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createJobDatingService(app);

  app.post(
    '/api/job-dating/search-by-dto/:page/:size',
    {
      schema: {
        tags: jobDatingTags,
        description:
          'JobDating du plus récent au plus ancien. Chaque champ renseigné restreint la liste : `auteurId` exact ; ' +
          '`lieu`, `thematique` et `description` contenus dans le texte, sans tenir compte des accents ni de la casse. ' +
          'Pages à partir de 0.',
        params: pageParams,
        body: jobDatingSearchSchema,
        response: { 200: pagedSchema(jobDatingSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => service.searchJobDatings(request.body, request.params.page, request.params.size),
  );

  app.get(
    '/api/job-dating/:id',
    {
      schema: {
        tags: jobDatingTags,
        description: 'Un JobDating : le personnel les voit tous, un candidat seulement ceux auxquels il est invité.',
        params: z.object({ id }),
        response: { 200: jobDatingSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => service.getJobDating(request.user, request.params.id),
  );

  app.post(
    '/api/job-dating',
    {
      schema: {
        tags: jobDatingTags,
        description:
          'Crée un JobDating dont l’auteur est la personne connectée. La date est une date-heure ISO, gardée à la ' +
          'seconde ; `id` et `version` valent 0 et sont ignorés. La description HTML est nettoyée.',
        body: jobDatingInputSchema,
        response: { 201: jobDatingSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createJobDating(request.user, request.body)),
  );

  app.put(
    '/api/job-dating',
    {
      schema: {
        tags: jobDatingTags,
        description: '`version` doit être celle lue : sinon 409 et rien n’est modifié. L’auteur ne change pas.',
        body: jobDatingUpdateSchema,
        response: { 200: jobDatingSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.updateJobDating(request.body),
  );

  app.delete(
    '/api/job-dating/:id',
    {
      schema: {
        tags: jobDatingTags,
        description: 'Supprime le JobDating et ses invitations.',
        params: z.object({ id }),
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteJobDating(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/invitationJD/search-by-dto/:page/:size',
    {
      schema: {
        tags: invitationTags,
        description:
          'Invitations filtrées par `jobDatingId`, `candidatId` et `etatInvitation`, du JobDating le plus récent au ' +
          'plus ancien. Un candidat ne reçoit que les siennes (un autre `candidatId` : 403). Pages à partir de 0.',
        params: pageParams,
        body: invitationSearchSchema,
        response: { 200: pagedSchema(invitationSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => service.searchInvitations(request.user, request.body, request.params.page, request.params.size),
  );

  app.get(
    '/api/invitationJD/:id',
    {
      schema: {
        tags: invitationTags,
        description: 'Une invitation et son JobDating ; un candidat ne lit que les siennes.',
        params: z.object({ id }),
        response: { 200: invitationSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => service.getInvitation(request.user, request.params.id),
  );

  app.post(
    '/api/invitationJD/envoyer',
    {
      schema: {
        tags: invitationTags,
        description:
          'Invite un candidat (rôle candidat ou employé) : l’invitation est EN_ATTENTE. Une invitation refusée ou ' +
          'annulée est renvoyée ; une invitation en attente ou confirmée répond 409.',
        body: invitationInputSchema,
        response: { 201: invitationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.sendInvitation(request.body)),
  );

  app.put(
    '/api/invitationJD/:id/accepter',
    {
      schema: {
        tags: invitationTags,
        description: 'Le candidat invité accepte une invitation EN_ATTENTE : elle devient CONFIRMÉE (sinon 409).',
        params: z.object({ id }),
        response: { 200: invitationSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => service.acceptInvitation(request.user, request.params.id),
  );

  app.put(
    '/api/invitationJD/:id/annuler',
    {
      schema: {
        tags: invitationTags,
        description:
          'Refus ou annulation d’une invitation en attente ou confirmée : REFUSÉE quand le candidat invité répond, ' +
          'ANNULEE quand le personnel annule. Une invitation déjà refusée ou annulée répond 409.',
        params: z.object({ id }),
        response: { 200: invitationSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => service.cancelInvitation(request.user, request.params.id),
  );
};
