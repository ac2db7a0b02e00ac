// SPEC §7 Message templates (modele-message), staff only.
import {
  MESSAGES,
  messageTemplateSchema,
  pagedSchema,
  templateInputSchema,
  templateUpdateSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id, page, searchText, size, withSearch } from '../../lib/route-schemas';
import { createTemplatesService } from './service';

const tags = ['modèles de message'];
const search = searchText(100);

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTemplatesService(app);

  for (const url of withSearch('/api/modele-message/:page/:size')) {
    app.get(
      url,
      {
        schema: {
          tags,
          description: 'Recherche dans le titre et le sujet (accents ignorés). Pages numérotées à partir de 0.',
          params: z.object({ page, size, search }),
          response: { 200: pagedSchema(messageTemplateSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => service.page(request.params.page, request.params.size, request.params.search),
    );
  }

  app.get(
    '/api/modele-message/:id',
    {
      schema: {
        tags,
        params: z.object({ id }),
        response: { 200: messageTemplateSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/api/modele-message',
    {
      schema: {
        tags,
        description: 'Le contenu HTML est nettoyé (SPEC §5) avant d’être enregistré.',
        body: templateInputSchema,
        response: { 201: messageTemplateSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.put(
    '/api/modele-message',
    {
      schema: {
        tags,
        description: 'Une version périmée répond 409 et ne change rien.',
        body: templateUpdateSchema,
        response: { 200: messageTemplateSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.body),
  );

  app.delete(
    '/api/modele-message/:id',
    {
      schema: {
        tags,
        params: z.object({ id }),
        response: { 200: z.object({ message: z.string() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: MESSAGES.templateDeleted };
    },
  );
};
