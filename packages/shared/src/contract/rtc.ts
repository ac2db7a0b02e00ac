// Live interviews and voice rooms (DESIGN): the ICE configuration of their calls; signalling goes over the realtime hub.
import { iceConfigSchema } from '../schemas/rtc';
import { NOT_RECRUITER } from './access';
import { endpoint } from './endpoint';

export const rtcEndpoints = {
  ice: endpoint({
    method: 'GET',
    path: '/api/rtc/ice',
    summary: 'Serveurs ICE des entretiens et salons vocaux, avec des identifiants TURN temporaires',
    description:
      'Serveurs STUN/TURN pour RTCPeerConnection. Les identifiants TURN sont propres à la personne et expirent ' +
      'après `ttl` secondes (schéma TURN REST : nom `<expiration>:<id>`, mot de passe HMAC-SHA1 du secret partagé).',
    roles: NOT_RECRUITER,
    responses: { 200: iceConfigSchema },
    errors: [401, 403],
  }),
};
