// Profile calls of SPEC §7 Users: details, by e-mail, advisers, and the four profile updates.
import {
  cefSchema,
  personDetailsSchema,
  profileSchema,
  updateExternalVideoSchema,
  updateInfosCompSchema,
  updateInfosSchema,
  updateLinksSchema,
  userEmailParamsSchema,
  userIdParamsSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/route-schemas';
import { createProfilesService } from './service';

const tags = ['profils'];
const updated = { 200: profileSchema, ...errors(400, 401, 403, 404, 409) };

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfilesService(app);

  app.get(
    '/api/utilisateur/cefs',
    { schema: { tags, response: { 200: z.array(cefSchema), ...errors(401) } } },
    async () => service.cefs(),
  );

  app.get(
    '/api/utilisateur/email/:email',
    { schema: { tags, params: userEmailParamsSchema, response: { 200: profileSchema, ...errors(401, 403, 404) } } },
    async (request) => service.byEmail(request.params.email),
  );

  app.get(
    '/api/utilisateur/:id',
    {
      schema: {
        tags,
        description:
          'Un profil masqué (NON_VISIBLE) ou désactivé répond 404 à tous sauf à son titulaire et au personnel. Le titulaire et le personnel voient tout ; un recruteur ni l’admission, ni le commentaire, ni le référent ; un autre membre le profil public seulement (ni e-mail, ni téléphone, ni état du compte).',
        params: userIdParamsSchema,
        response: { 200: personDetailsSchema, ...errors(401, 404) },
      },
    },
    async (request) => service.details(request.params.id, request.user),
  );

  app.put(
    '/api/utilisateur/modification-infos',
    {
      schema: {
        tags,
        description:
          'Le nom est mis en majuscules. `version` doit être la version lue (sinon 409, rien ne change). Un champ facultatif absent garde sa valeur ; vide ou null, il est effacé.',
        body: updateInfosSchema,
        response: updated,
      },
    },
    async (request) => service.updateInfos(request.body),
  );

  app.put(
    '/api/utilisateur/modification-infos-comp',
    { schema: { tags, body: updateInfosCompSchema, response: updated } },
    async (request) => service.updateInfosComp(request.body),
  );

  app.put(
    '/api/utilisateur/modification-liens',
    {
      schema: {
        tags,
        description: 'Les six liens sont des adresses http(s) ; un lien vide est effacé.',
        body: updateLinksSchema,
        response: updated,
      },
    },
    async (request) => service.updateLinks(request.body),
  );

  app.put(
    '/api/utilisateur/modification-video-externe',
    {
      schema: {
        tags,
        description: 'Adresse YouTube, Vimeo ou Dailymotion uniquement ; vide pour retirer la vidéo.',
        body: updateExternalVideoSchema,
        response: updated,
      },
    },
    async (request) => service.updateExternalVideo(request.body),
  );
};
