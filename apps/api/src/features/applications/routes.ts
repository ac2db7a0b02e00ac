// Applications (SPEC §7 Applications and the application calls of Admin): routes parse, the table guards, the service decides.
import {
  applicationBatchSchema,
  applicationDateSchema,
  applicationInputSchema,
  applicationListQuerySchema,
  applicationSchema,
  applicationSummarySchema,
  applicationTotalSchema,
  applicationUpdateSchema,
  candidateOptionSchema,
  commentInputSchema,
  countSchema,
  pagedSchema,
  totalsDirectionSchema,
  totalsHeaderSchema,
  totalsSearchFieldSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id, page, searchText, size, withSearch } from '../../lib/route-schemas';
import { createApplicationsService } from './service';
import { applicationTotals } from './totals';

const search = searchText(200);
const tags = ['candidatures'];

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationsService(app);

  app.get(
    '/api/candidature/utilisateur/:uid',
    {
      schema: {
        tags,
        params: z.object({ uid: id }),
        response: { 200: z.array(applicationSummarySchema), ...errors(401, 403) },
      },
    },
    async (request) => service.all(request.params.uid),
  );

  const countSchemaRoute = {
    schema: {
      tags,
      params: z.object({ uid: id, search }),
      response: { 200: countSchema, ...errors(401, 403) },
    },
  };
  for (const path of withSearch('/api/candidature/utilisateur/:uid/count'))
    app.get(path, countSchemaRoute, async (request) => service.count(request.params.uid, request.params.search));

  const pageRoute = {
    schema: {
      tags,
      description:
        'Pages à partir de 0 ; `statut` filtre par statut ; la recherche porte sur l’entreprise et le poste.',
      params: z.object({ uid: id, page, size, search }),
      querystring: applicationListQuerySchema,
      response: { 200: pagedSchema(applicationSummarySchema), ...errors(400, 401, 403) },
    },
  };
  for (const path of withSearch('/api/candidature/utilisateur/:uid/:page/:size'))
    app.get(path, pageRoute, async (request) => {
      const p = request.params;
      return service.page(p.uid, p.page, p.size, p.search, request.query.statut);
    });

  app.get(
    '/api/candidature/utilisateur/:uid/dateRange/:from/:to',
    {
      schema: {
        tags,
        description: 'Candidatures dont la date est comprise entre `from` et `to` inclus (AAAA-MM-JJ).',
        params: z.object({ uid: id, from: applicationDateSchema, to: applicationDateSchema }),
        response: { 200: z.array(applicationSummarySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => service.dateRange(request.params.uid, request.params.from, request.params.to),
  );

  app.get(
    '/api/candidature/:id',
    {
      schema: {
        tags,
        description: 'Avec ses contacts, ses entretiens et ses commentaires.',
        params: z.object({ id }),
        response: { 200: applicationSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => service.get(request.user, request.params.id),
  );

  app.post(
    '/api/candidature/utilisateur/:uid',
    {
      schema: {
        tags,
        description: 'Sans date, la candidature est datée de aujourd’hui + 30 jours.',
        params: z.object({ uid: id }),
        body: applicationInputSchema,
        response: { 201: applicationSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user, request.params.uid, request.body)),
  );

  app.put(
    '/api/candidature/utilisateur/:uid',
    {
      schema: {
        tags,
        description:
          '`version` doit être celle lue : sinon 409 et rien n’est modifié. `contacts`, si présent, remplace la liste.',
        params: z.object({ uid: id }),
        body: applicationUpdateSchema,
        response: { 200: applicationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.user, request.params.uid, request.body),
  );

  app.delete(
    '/api/candidature/:id/:userId',
    {
      schema: {
        tags,
        params: z.object({ id, userId: id }),
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.user, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/candidature/:id/commentaire',
    {
      schema: {
        tags,
        params: z.object({ id }),
        body: commentInputSchema,
        response: { 201: applicationSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.comment(request.user, request.params.id, request.body)),
  );

  const candidatesRoute = {
    schema: {
      tags,
      description: 'Recherche sur le nom, le prénom ou l’e-mail.',
      params: z.object({ page, size, search }),
      response: { 200: pagedSchema(candidateOptionSchema), ...errors(401, 403) },
    },
  };
  for (const path of withSearch('/api/candidature/candidats/:page/:size'))
    app.get(path, candidatesRoute, async (request) =>
      service.candidates(request.params.page, request.params.size, request.params.search),
    );

  // Totals per candidate (/compte-candidatures).
  const totalsResponse = { 200: pagedSchema(applicationTotalSchema), ...errors(400, 401, 403) };
  const value = z.string().max(200);
  const totalsDescription =
    'Une ligne par candidat ayant au moins une candidature ; ville et référent valent N/A s’ils manquent. ' +
    '`search` choisit le champ cherché (nom, prenom, email, ville, referent) et `value` le texte.';
  app.get(
    '/api/candidature/countForEach/:page/:size',
    { schema: { tags, description: totalsDescription, params: z.object({ page, size }), response: totalsResponse } },
    async (request) => applicationTotals(app.db, request.params),
  );
  app.get(
    '/api/candidature/countForEach/:page/:size/:search/:value',
    {
      schema: {
        tags,
        description: totalsDescription,
        params: z.object({ page, size, search: totalsSearchFieldSchema, value }),
        response: totalsResponse,
      },
    },
    async (request) => applicationTotals(app.db, request.params),
  );
  const ordered = { page, size, header: totalsHeaderSchema, direction: totalsDirectionSchema };
  app.get(
    '/api/candidature/countForEachOrdered/:page/:size/:header/:direction',
    { schema: { tags, description: totalsDescription, params: z.object(ordered), response: totalsResponse } },
    async (request) => applicationTotals(app.db, request.params),
  );
  app.get(
    '/api/candidature/countForEachOrdered/:page/:size/:header/:direction/:search/:value',
    {
      schema: {
        tags,
        description: totalsDescription,
        params: z.object({ ...ordered, search: totalsSearchFieldSchema, value }),
        response: totalsResponse,
      },
    },
    async (request) => applicationTotals(app.db, request.params),
  );

  // Staff side (SPEC §7 Admin).
  app.post(
    '/api/admin/candidature/:cefId/:candidatId',
    {
      schema: {
        tags,
        description: 'Le membre du personnel `cefId` est enregistré comme auteur ; sans date : aujourd’hui + 30 jours.',
        params: z.object({ cefId: id, candidatId: id }),
        body: applicationInputSchema,
        response: { 201: applicationSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createForCandidate(request.params.cefId, request.params.candidatId, request.body)),
  );

  app.post(
    '/api/admin/candidature-multiple',
    {
      schema: {
        tags,
        description: 'La même offre à plusieurs candidats, en une transaction : tout est ajouté, ou rien.',
        body: applicationBatchSchema,
        response: { 201: pagedSchema(applicationSummarySchema), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createBatch(request.user, request.body)),
  );

  app.delete(
    '/api/admin/candidature/:id/:adminId',
    {
      schema: {
        tags,
        params: z.object({ id, adminId: id }),
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
