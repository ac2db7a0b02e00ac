// SPEC §7 ntc: staff only (the permission table); the service keeps prospects from being orphaned.
import {
  ntcDeleteQuerySchema,
  ntcFilterSchema,
  ntcInputSchema,
  ntcPageSchema,
  ntcSchema,
  ntcUpdateSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams } from '../../lib/route-schemas';
import { createNtcService } from './service';

const tags = ['ntc'];

export const ntcRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNtcService(app);

  app.get(
    '/api/ntc',
    {
      schema: {
        tags,
        description:
          'NTC par nom puis prénom, avec le nombre de prospects liés. `search` cherche dans le nom, le prénom et ' +
          'la ville (accents ignorés) ; `actif` true ou false ; pages à partir de 0.',
        querystring: ntcFilterSchema,
        response: { 200: ntcPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/ntc/:id',
    { schema: { tags, params: idParams, response: { 200: ntcSchema, ...errors(401, 403, 404) } } },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/api/ntc/create',
    { schema: { tags, body: ntcInputSchema, response: { 201: ntcSchema, ...errors(400, 401, 403) } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.put(
    '/api/ntc/update',
    {
      schema: {
        tags,
        description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
        body: ntcUpdateSchema,
        response: { 200: ntcSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.body),
  );

  app.delete(
    '/api/ntc/delete/:id',
    {
      schema: {
        tags,
        description:
          'Supprime un NTC. S’il a des prospects, répond 409 en disant combien, sauf avec `prospects=detacher` ' +
          '(ils restent sans NTC) ou `prospects=deplacer&versNtcId=…` (ils passent à cet autre NTC).',
        params: idParams,
        querystring: ntcDeleteQuerySchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.query);
      return reply.status(204).send(null);
    },
  );
};
