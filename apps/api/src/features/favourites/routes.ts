// SPEC §7 Favourites (favoris): a recruiter's own list, as the permission table says.
import {
  favouriteAddSchema,
  favouriteListSchema,
  favouriteOwnerParamsSchema,
  favouritePageParamsSchema,
  favouriteParamsSchema,
  favouriteSchema,
  MESSAGES,
  profileCountSchema,
  profileFilterSchema,
  profilePageSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/route-schemas';
import { createFavouritesService } from './service';

const tags = ['favoris'];
const HIDDEN_RULE = 'Un profil masqué ou désactivé n’apparaît pas, même s’il a été ajouté aux favoris.';

export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFavouritesService(app);

  app.get(
    '/api/favoris/countparfiltre',
    {
      schema: {
        tags,
        description: `Nombre de favoris de la personne connectée que la recherche trouve (mêmes paramètres que la recherche de profils). ${HIDDEN_RULE}`,
        querystring: profileFilterSchema,
        response: { 200: profileCountSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.count(request.user.id, request.query),
  );

  app.get(
    '/api/favoris/:uid',
    {
      schema: {
        tags,
        description: `Les favoris du recruteur uid, les derniers ajoutés d’abord. ${HIDDEN_RULE}`,
        params: favouriteOwnerParamsSchema,
        response: { 200: favouriteListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.list(request.params.uid),
  );

  app.get(
    '/api/favoris/:uid/:page/:size',
    {
      schema: {
        tags,
        description: `Les favoris du recruteur uid en fiches de profil, filtrés comme la recherche de profils (search, metier, experience, ville, zone, typeDeContrat, role, tags) et triés de même ; page zéro-basée. ${HIDDEN_RULE}`,
        params: favouritePageParamsSchema,
        querystring: profileFilterSchema,
        response: { 200: profilePageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.page(request.params.uid, request.query, request.params.page, request.params.size),
  );

  app.post(
    '/api/favoris/ajoutfav/:uid/:candidateId',
    {
      schema: {
        tags,
        description: `Ajoute le candidat candidateId aux favoris du recruteur uid (id et version valent 0 à la création). Un profil déjà dans la liste répond 409 « ${MESSAGES.favouriteExists} » ; un profil introuvable ou masqué, 404 ; un profil qui n’est pas celui d’un candidat, 400.`,
        params: favouriteParamsSchema,
        body: favouriteAddSchema,
        response: { 201: favouriteSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.add(request.params.uid, request.params.candidateId)),
  );

  app.delete(
    '/api/favoris/:uid/:candidateId',
    {
      schema: {
        tags,
        description: 'Retire le candidat candidateId des favoris du recruteur uid ; 404 s’il n’y était pas.',
        params: favouriteParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.remove(request.params.uid, request.params.candidateId);
      return { message: MESSAGES.favouriteDeleted };
    },
  );
};
