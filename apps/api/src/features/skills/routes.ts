// SPEC §7 Skills (competence) and Tags (tags).
import {
  competenceCreateSchema,
  competenceSchema,
  competenceUpdateSchema,
  countSchema,
  MESSAGES,
  messageResponseSchema,
  pagedSchema,
  tagCreateSchema,
  tagSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id, page, searchText, size, withSearch } from '../../lib/route-schemas';
import { createSkillsService } from './service';

const skillTags = ['compétences'];
const profileTags = ['tags'];
const search = searchText(100);

export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSkillsService(app);

  app.get(
    '/api/competence/parId/:id',
    { schema: { tags: skillTags, params: z.object({ id }), response: { 200: competenceSchema, ...errors(401, 404) } } },
    async (request) => service.get(request.params.id),
  );

  for (const url of withSearch('/api/competence/nopage')) {
    app.get(
      url,
      {
        schema: {
          tags: skillTags,
          description:
            'Toutes les compétences dont le nom ou les mots-clés contiennent la recherche (accents ignorés), dans l’ordre alphabétique français.',
          params: z.object({ search }),
          response: { 200: z.array(competenceSchema) },
        },
      },
      async (request) => service.all(request.params.search),
    );
  }

  for (const url of withSearch('/api/competence/page/:page/:size')) {
    app.get(
      url,
      {
        schema: {
          tags: skillTags,
          description: 'Pages numérotées à partir de 0.',
          params: z.object({ page, size, search }),
          response: { 200: pagedSchema(competenceSchema), ...errors(401) },
        },
      },
      async (request) => service.page(request.params.page, request.params.size, request.params.search),
    );
  }

  for (const url of withSearch('/api/competence/count')) {
    app.get(
      url,
      { schema: { tags: skillTags, params: z.object({ search }), response: { 200: countSchema, ...errors(401) } } },
      async (request) => service.count(request.params.search),
    );
  }

  app.post(
    '/api/competence',
    {
      schema: {
        tags: skillTags,
        body: competenceCreateSchema,
        response: { 201: competenceSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.put(
    '/api/competence/competences',
    {
      schema: {
        tags: skillTags,
        body: competenceUpdateSchema,
        response: { 200: competenceSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.body),
  );

  app.delete(
    '/api/competence/:id',
    {
      schema: {
        tags: skillTags,
        description: 'Les tags des profils gardent leur nom et sont détachés de la compétence.',
        params: z.object({ id }),
        response: { 200: messageResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: MESSAGES.skillDeleted };
    },
  );

  app.get(
    '/api/tags/:uid/:page/:size',
    {
      schema: {
        tags: profileTags,
        description:
          'Compétences d’un profil, les plus maîtrisées d’abord ; pages numérotées à partir de 0. Profil masqué : 404 sauf titulaire et personnel.',
        params: z.object({ uid: id, page, size }),
        response: { 200: pagedSchema(tagSchema), ...errors(401, 404) },
      },
    },
    async (request) => service.userTags(request.params.uid, request.params.page, request.params.size, request.user),
  );

  app.post(
    '/api/tags/utilisateur/:uid',
    {
      schema: {
        tags: profileTags,
        description:
          'Ajoute une compétence (competenceId) avec un niveau de 1 à 5 ; le nom est celui de la compétence.',
        params: z.object({ uid: id }),
        body: tagCreateSchema,
        response: { 201: tagSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addTag(request.params.uid, request.body)),
  );

  app.delete(
    '/api/tags/supression-tags/:id',
    {
      schema: {
        tags: profileTags,
        params: z.object({ id }),
        response: { 200: messageResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await service.removeTag(request.params.id, request.user);
      return { message: MESSAGES.tagDeleted };
    },
  );
};
