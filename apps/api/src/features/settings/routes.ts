// Settings an admin changes from the product (DESIGN difference 7): read by every menu, changed by admins only, as
// declared in packages/shared/src/contract/settings.ts.
import { settingsEndpoints as endpoints, SETTINGS_TOPIC } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createSettingsService } from './service';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const service = createSettingsService(app);
  const serve = endpointServer(app, 'parametres');
  // Every socket hears about a changed switch.
  app.realtime.onConnect((connection) => app.realtime.subscribe(connection, SETTINGS_TOPIC));

  serve(endpoints.features, async () => service.features());
  serve(endpoints.setFeatures, async (request) => service.setFeatures(request.body));
  serve(endpoints.operator, async () => service.operator());
  serve(endpoints.setOperator, async (request) => service.setOperator(request.body));
};
