// Settings an admin changes from the product (DESIGN difference 7): read by every menu, changed by admins only.
import { featureSettingsSchema, featureSettingsUpdateSchema, SETTINGS_TOPIC } from '@tremplin/shared';
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
};
