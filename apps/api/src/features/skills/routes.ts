// SPEC §7 Skills (competence) and Tags (tags).
import {
  apiErrorSchema,
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
import { createSkillsService } from './service';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, apiErrorSchema]));
const skillTags = ['compétences'];
const profileTags = ['tags'];
const id = z.coerce.number().int().positive();
const page = z.coerce.number().int().min(0);
const size = z.coerce.number().int().min(1).max(100);
const search = z.string().max(100).optional();

export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSkillsService(app);

  app.get(
    '/api/competence/parId/:id',
    { schema: { tags: skillTags, params: z.object({ id }), response: { 200: competenceSchema, ...errors(401, 404) } } },
    async (request) => service.get(request.params.id),
  );

  for (const url of ['/api/competence/nopage', '/api/competence/nopage/:search']) {
    app.get(
      url,
      {
        schema: {
          tags: skillTags,
          description:
            'Toutes les compétences dont le nom ou les mots-clés contiennent la recherche (accents ignorés).',
          params: z.object({ search }),
          response: { 200: z.array(competenceSchema) },
        },
      },
      async (request) => service.all(request.params.search),
    );
  }

  for (const url of ['/api/competence/page/:page/:size', '/api/competence/page/:page/:size/:search']) {
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

  for (const url of ['/api/competence/count', '/api/competence/count/:search']) {
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
