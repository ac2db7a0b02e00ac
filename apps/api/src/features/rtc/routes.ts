// Live interviews and voice rooms: the ICE configuration call (declared in packages/shared/src/contract/rtc.ts), and
// the signalling handlers on the realtime hub.
import { rtcEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { iceConfig } from './ice';
import { registerSignalling } from './signalling';

export const rtcRoutes: FastifyPluginAsync = async (app) => {
  registerSignalling(app);
  const serve = endpointServer(app, 'temps réel');

  serve(endpoints.ice, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return iceConfig(app.config.ice, request.user.id);
  });
};
