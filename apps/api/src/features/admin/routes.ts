// SPEC §7 Admin user calls (staff only): the filtered list and its count, referents, creation, agency import,
// full edit and deletion. The candidature calls under /api/admin belong to the applications feature.
import {
  adminPageParamsSchema,
  adminSearchQuerySchema,
  adminUserCreateSchema,
  adminUserFilterSchema,
  adminUserIdParamsSchema,
  adminUserPageSchema,
  adminUserUpdateSchema,
  agencyCandidateSchema,
  countSchema,
  messageResponseSchema,
  publicUserSchema,
  reasonSchema,
  referentPageSchema,
  throttledAccountSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/route-schemas';
import { createAdminService } from './service';

const tags = ['gestion des utilisateurs'];
const ROLE_RULE =
  'Un administrateur gère tous les rôles ; un CEF tous sauf administrateur ; un assistant les comptes hors personnel.';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminService(app);

  app.get(
    '/api/admin/tentatives',
    {
      schema: {
        tags,
        description:
          'Comptes dont les tentatives de connexion sont ralenties après des échecs répétés (jamais bloqués : le bon mot de passe ouvre toujours le compte), les plus visés d’abord.',
        response: { 200: z.array(throttledAccountSchema), ...errors(401, 403) },
      },
    },
    async () => app.signInThrottle.throttled(),
  );

  app.get(
    '/api/admin/:page/:size',
    {
      schema: {
        tags,
        description:
          'Tous les comptes, inactifs et masqués compris. Filtres : search (chaque mot dans le nom, le prénom, l’e-mail ou le métier, accents ignorés), admission (exacte), metier et ville (contiennent), auteurId (le référent CEF). Tri : tri (nom, dateCreation, ville, role) et ordre (asc, desc). Pages numérotées à partir de 0.',
        params: adminPageParamsSchema,
        querystring: adminUserFilterSchema,
        response: { 200: adminUserPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.page(request.query, request.params.page, request.params.size),
  );

  app.get(
    '/api/admin/cef/:page/:size',
    {
      schema: {
        tags,
        description:
          'Conseillers emploi formation et administrateurs, référents possibles d’un compte (filtre auteurId). search cherche dans le nom et le prénom.',
        params: adminPageParamsSchema,
        querystring: adminSearchQuerySchema,
        response: { 200: referentPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.referents(request.query.search, request.params.page, request.params.size),
  );

  app.get(
    '/api/admin/count-filtre',
    {
      schema: {
        tags,
        description: 'Nombre de comptes répondant aux mêmes filtres que la liste.',
        querystring: adminUserFilterSchema,
        response: { 200: countSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.count(request.query),
  );

  app.post(
    '/api/admin',
    {
      schema: {
        tags,
        description: `Crée un compte : nom en majuscules, compte inactif jusqu’à ce que la personne choisisse son mot de passe avec l’invitation envoyée par e-mail (7 jours, usage unique, au nom du membre du personnel). Le personnel ne choisit jamais le mot de passe : un champ motDePasse envoyé est ignoré. ${ROLE_RULE}`,
        body: adminUserCreateSchema,
        response: { 201: publicUserSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.user, request.body)),
  );

  app.post(
    '/api/admin/pole-emploi',
    {
      schema: {
        tags,
        description:
          'Importe un candidat adressé par France Travail (ex-Pôle emploi) : rôle EN_RECHERCHE_EMPLOI, profil non visible, compte inactif jusqu’à ce qu’il choisisse son mot de passe avec l’invitation envoyée par e-mail (7 jours, usage unique).',
        body: agencyCandidateSchema,
        response: { 201: publicUserSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createAgencyCandidate(request.user, request.body)),
  );

  app.put(
    '/api/admin/modification',
    {
      schema: {
        tags,
        description: `Modifie tout le compte (état actif, rôle, visibilité, informations, liens, diplôme ; mot de passe seulement s’il est fourni). Une version périmée répond 409 et ne change rien. ${ROLE_RULE}`,
        body: adminUserUpdateSchema,
        response: { 200: publicUserSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.user, request.body),
  );

  app.delete(
    '/api/admin/:id',
    {
      schema: {
        tags,
        description: `Efface le compte et tout ce qui lui appartient (profil, fichiers, projets, favoris...), comme POST /api/admin/{id}/effacement : le corps porte le motif, consigné ; sans motif, 400. Ses candidatures restent comptées pour « Ancien membre ». Le texte de la réponse est affiché tel quel. On ne supprime pas son propre compte ici. ${ROLE_RULE}`,
        params: adminUserIdParamsSchema,
        body: reasonSchema.nullish(),
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: await service.remove(request.user, request.params.id, request.body?.motif) }),
  );
};
