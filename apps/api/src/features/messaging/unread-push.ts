// Keeps the header's unread counter live: a user's count goes to each of their realtime connections when one opens
// and whenever their boxes change (MESSAGES_CHANNEL, announced by whichever API process made the change).
import type { UnreadEvent } from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import { MESSAGES_CHANNEL } from '../../lib/message-notifications';
import { countUnread } from './queries';

export async function startUnreadPush(app: FastifyInstance) {
  /** Users with a connection on this process. */
  const connected = new Set<number>();

  async function push(userId: number) {
    const connections = app.realtime.connectionsOf(userId);
    if (connections.length === 0) return;
    const event: UnreadEvent = { type: 'unread', nb: await countUnread(app.db, userId) };
    for (const connection of connections) connection.send(event);
  }
  const pushSafely = (userId: number) =>
    push(userId).catch((err) => app.log.warn({ err, userId }, 'envoi du nombre de messages non lus en échec'));

  app.realtime.onConnect(async (connection) => {
    connected.add(connection.user.id);
    connection.send({ type: 'unread', nb: await countUnread(app.db, connection.user.id) } satisfies UnreadEvent);
  });
  app.realtime.onDisconnect((connection) => {
    if (app.realtime.connectionsOf(connection.user.id).length === 0) connected.delete(connection.user.id);
  });

  const unlisten = await app.database.listen(
    MESSAGES_CHANNEL,
    (payload) => {
      for (const part of payload.split(',')) {
        const userId = Number(part);
        if (Number.isSafeInteger(userId) && userId > 0) pushSafely(userId);
      }
    },
    // Changes announced while the connection was cut went unheard: everyone connected gets their count again.
    () => {
      for (const userId of connected) pushSafely(userId);
    },
  );
  app.addHook('onClose', unlisten);
}
