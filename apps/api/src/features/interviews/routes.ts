// Interviews (SPEC §7 Interviews): POST as SPEC says, and the calls DESIGN adds to list, read, change, delete and export.
import {
  agendaEntrySchema,
  agendaPeriodSchema,
  interviewInputSchema,
  interviewPeriodSchema,
  interviewSchema,
  interviewUpdateSchema,
  pagedSchema,
  staffOptionSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id, page, size } from '../../lib/route-schemas';
import { createInterviewsService } from './service';

const tags = ['entretiens'];

export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInterviewsService(app);

  app.post(
    '/api/entretien',
    {
      schema: {
        tags,
        description:
          'Sans date, l’entretien est fixé à maintenant. Un membre du personnel qui programme sans responsable en devient le responsable.',
        body: interviewInputSchema,
        response: { 201: interviewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.user, request.body)),
  );

  app.get(
    '/api/entretien/utilisateur/:uid/:periode/:page/:size',
    {
      schema: {
        tags,
        description:
          '`periode` : a-venir (le plus proche d’abord) ou passes (le plus récent d’abord) ; la personne peut être le candidat ou le responsable. Pages à partir de 0.',
        params: z.object({
          uid: id,
          periode: interviewPeriodSchema,
          page,
          size,
        }),
        response: { 200: pagedSchema(interviewSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const p = request.params;
      return service.page(p.uid, p.periode, p.page, p.size);
    },
  );

  app.get(
    '/api/entretien/agenda/:periode/:page/:size',
    {
      schema: {
        tags,
        description:
          '`periode` : aujourdhui (jour de Paris, le plus tôt d’abord), a-venir (après aujourd’hui, le plus proche ' +
          'd’abord) ou passes (avant aujourd’hui, le plus récent d’abord). `conseiller` : seulement les entretiens ' +
          'dont ce membre du personnel est responsable ou dont il est le référent du candidat. Pages à partir de 0.',
        params: z.object({ periode: agendaPeriodSchema, page, size }),
        querystring: z.object({ conseiller: id.optional() }),
        response: { 200: pagedSchema(agendaEntrySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const p = request.params;
      return service.agenda(p.periode, p.page, p.size, request.query.conseiller);
    },
  );

  app.get(
    '/api/entretien/personnel',
    { schema: { tags, response: { 200: z.array(staffOptionSchema), ...errors(401, 403) } } },
    async () => service.staffOptions(),
  );

  app.get(
    '/api/entretien/:id',
    { schema: { tags, params: z.object({ id }), response: { 200: interviewSchema, ...errors(401, 403, 404) } } },
    async (request) => service.get(request.user, request.params.id),
  );

  app.get(
    '/api/entretien/:id/ics',
    {
      schema: {
        tags,
        description: 'Fichier text/calendar (une VEVENT) à importer dans un agenda.',
        params: z.object({ id }),
        response: { 200: z.string(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.ics(request.user, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  app.put(
    '/api/entretien',
    {
      schema: {
        tags,
        description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
        body: interviewUpdateSchema,
        response: { 200: interviewSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.user, request.body),
  );

  app.delete(
    '/api/entretien/:id',
    {
      schema: { tags, params: z.object({ id }), response: { 204: z.null(), ...errors(401, 403, 404) } },
    },
    async (request, reply) => {
      await service.remove(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
