// Live interviews and voice rooms: the ICE configuration call, and the signalling handlers on the realtime hub.
import { apiErrorSchema, iceConfigSchema } from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { iceConfig } from './ice';
import { registerSignalling } from './signalling';

export const rtcRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSignalling(app);

  app.get(
    '/api/rtc/ice',
    {
      schema: {
        tags: ['temps réel'],
        description:
          'Serveurs STUN/TURN pour RTCPeerConnection. Les identifiants TURN sont propres à la personne et expirent ' +
          'après `ttl` secondes (schéma TURN REST : nom `<expiration>:<id>`, mot de passe HMAC-SHA1 du secret partagé).',
        response: { 200: iceConfigSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return iceConfig(app.config.ice, request.user.id);
    },
  );
};
