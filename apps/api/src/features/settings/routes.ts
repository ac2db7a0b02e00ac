// Settings an admin changes from the product (DESIGN difference 7): read by every menu, changed by admins only.
import {
  featureSettingsSchema,
  featureSettingsUpdateSchema,
  operatorSettingsSchema,
  SETTINGS_TOPIC,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-schemas';
import { createSettingsService } from './service';

const tags = ['parametres'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSettingsService(app);
  // Every socket hears about a changed switch.
  app.realtime.onConnect((connection) => app.realtime.subscribe(connection, SETTINGS_TOPIC));

  app.get(
    '/api/parametres/fonctionnalites',
    {
      schema: {
        tags,
        description: 'Les fonctionnalités que les menus montrent (le tableau de prospection du personnel).',
        response: { 200: featureSettingsSchema },
      },
    },
    async () => service.features(),
  );

  app.put(
    '/api/parametres/fonctionnalites',
    {
      schema: {
        tags,
        description:
          'Réservé aux administrateurs. Enregistré, puis envoyé à tous les WebSockets ouverts ' +
          '(`settings.features`) : les menus changent aussitôt pour tout le monde.',
        body: featureSettingsUpdateSchema,
        response: { 200: featureSettingsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.setFeatures(request.body),
  );

  app.get(
    '/api/parametres/editeur',
    {
      schema: {
        tags,
        description:
          'L’organisme qui exploite la plateforme, tel que les mentions légales, la page Contact et le pied de page ' +
          'le montrent. Un texte vide n’est pas encore renseigné.',
        response: { 200: operatorSettingsSchema },
      },
    },
    async () => service.operator(),
  );

  app.put(
    '/api/parametres/editeur',
    {
      schema: {
        tags,
        description: 'Réservé aux administrateurs : remplace toutes les informations de l’organisme.',
        body: operatorSettingsSchema,
        response: { 200: operatorSettingsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.setOperator(request.body),
  );
};
