// The realtime WebSocket: opened by anyone, authenticated by the access token of its first message.
import { z } from 'zod';
import { REALTIME_CLOSE_TOKEN_EXPIRED, REALTIME_PATH } from '../realtime';
import { endpoint } from './endpoint';

export const realtimeEndpoints = {
  socket: endpoint({
    method: 'GET',
    path: REALTIME_PATH,
    summary: 'WebSocket temps réel (jeton d’accès dans le premier message)',
    description:
      'WebSocket. Envoyer d’abord {"type":"auth","token":"<jeton d’accès>"} (ou ?token=) ; le serveur répond ' +
      '{"type":"ready","connectionId":"…"}, puis pousse les événements des fonctionnalités (par exemple ' +
      '{"type":"unread","nb":n}) et reçoit leurs messages {"type":"…", …}. ' +
      `À l’expiration du jeton, la connexion est fermée avec le code ${REALTIME_CLOSE_TOKEN_EXPIRED}, sauf si ` +
      'un nouveau message auth avec un jeton renouvelé (du même utilisateur) l’a prolongée.',
    query: z.object({ token: z.string().optional() }),
    responses: {},
    errors: [],
  }),
};
