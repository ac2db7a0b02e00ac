// The realtime WebSocket (GET /api/ws): pushes a user's unread count to all their sockets, whichever API process
// holds them. Changes are announced with NOTIFY on MESSAGES_CHANNEL; each process LISTENs and pushes to its own sockets.
// A socket lives no longer than the access token it was last given: at its expiry the socket is closed with
// REALTIME_CLOSE_TOKEN_EXPIRED, unless a fresh token came first on the same socket.
import websocket, { type WebSocket } from '@fastify/websocket';
import { REALTIME_CLOSE_TOKEN_EXPIRED, REALTIME_PATH, realtimeAuthSchema, type UnreadEvent } from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countUnread } from '../messaging/queries';
import { MESSAGES_CHANNEL } from './notify';

/** A missing, forged or malformed token, or one naming another user than the socket's. */
export const CLOSE_UNAUTHENTICATED = 4401;
const AUTH_TIMEOUT_MS = 10_000;

export async function realtimeRoutes(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });

  const socketsByUser = new Map<number, Set<WebSocket>>();

  async function pushUnread(userId: number) {
    const sockets = socketsByUser.get(userId);
    if (!sockets?.size) return;
    const event: UnreadEvent = { type: 'unread', nb: await countUnread(app.db, userId) };
    const data = JSON.stringify(event);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(data);
  }

  const push = (userId: number) =>
    pushUnread(userId).catch((err) => app.log.warn({ err, userId }, 'unread push failed'));
  const unlisten = await app.database.listen(
    MESSAGES_CHANNEL,
    (payload) => {
      for (const part of payload.split(',')) {
        const userId = Number(part);
        if (Number.isSafeInteger(userId) && userId > 0) push(userId);
      }
    },
    // Changes announced while the connection was cut went unheard: everyone connected gets their count again.
    () => {
      for (const userId of socketsByUser.keys()) push(userId);
    },
  );

  app.addHook('onClose', async () => {
    await unlisten();
    for (const sockets of socketsByUser.values()) for (const socket of sockets) socket.terminate();
    socketsByUser.clear();
  });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: {
        tags: ['temps réel'],
        description:
          'WebSocket. Envoyer d’abord {"type":"auth","token":"<jeton d’accès>"} (ou ?token=). Le serveur pousse ' +
          '{"type":"unread","nb":n} à la connexion puis à chaque changement du nombre de messages non lus. ' +
          `À l’expiration du jeton, la connexion est fermée avec le code ${REALTIME_CLOSE_TOKEN_EXPIRED}, sauf si ` +
          'un nouveau message auth avec un jeton renouvelé (du même utilisateur) l’a prolongée.',
        querystring: z.object({ token: z.string().optional() }),
      },
    },
    (socket, request) => {
      let userId: number | null = null;
      // One timer per socket: the wait for the first auth, then the expiry of the last token received.
      let timer = setTimeout(() => {
        if (userId === null) socket.close(CLOSE_UNAUTHENTICATED, 'Authentification attendue');
      }, AUTH_TIMEOUT_MS);

      /** Stops the pushes to this socket. */
      const forget = () => {
        if (userId === null) return;
        const sockets = socketsByUser.get(userId);
        sockets?.delete(socket);
        if (sockets?.size === 0) socketsByUser.delete(userId);
      };

      // The user id comes from the verified access token only, never from what the client claims.
      const authenticate = (token: string) => {
        const reading = app.sessions.readAccessToken(token);
        if (!reading.ok) {
          if (reading.reason === 'expired') socket.close(REALTIME_CLOSE_TOKEN_EXPIRED, 'Session expirée');
          else socket.close(CLOSE_UNAUTHENTICATED, 'Authentification invalide');
          return;
        }
        const { user, expiresAt } = reading;
        if (userId !== null && userId !== user.id) {
          socket.close(CLOSE_UNAUTHENTICATED, 'Authentification invalide');
          return;
        }
        clearTimeout(timer);
        // Leaves the user's set first, so that no push can reach the socket between the expiry and the close.
        timer = setTimeout(() => {
          forget();
          socket.close(REALTIME_CLOSE_TOKEN_EXPIRED, 'Session expirée');
        }, expiresAt - Date.now());
        if (userId !== null) return;
        userId = user.id;
        const sockets = socketsByUser.get(user.id) ?? new Set<WebSocket>();
        socketsByUser.set(user.id, sockets);
        sockets.add(socket);
        pushUnread(user.id).catch((err) => app.log.warn({ err }, 'unread push failed'));
      };

      socket.on('message', (raw: Buffer) => {
        const text = raw.toString();
        if (userId !== null && text === 'ping') {
          socket.send('pong');
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        const auth = realtimeAuthSchema.safeParse(parsed);
        if (auth.success) authenticate(auth.data.token);
        // Once authenticated, anything but a renewed token is ignored, as before.
        else if (userId === null) socket.close(CLOSE_UNAUTHENTICATED, 'Authentification attendue');
      });

      socket.on('close', () => {
        clearTimeout(timer);
        forget();
      });

      const { token } = request.query as { token?: string };
      if (token) authenticate(token);
    },
  );
}
