// The admin log console over the realtime hub: an admin's socket asks for the logs; every API process answers with
// its last lines and, while a console is open anywhere, sends its new lines in batches, dropping (and counting)
// what comes faster than a browser can take rather than slowing the server.
import {
  LOG_HISTORY,
  LOG_LINES,
  LOG_MESSAGES,
  LOG_SUBSCRIBE,
  LOG_UNSUBSCRIBE,
  type LogLine,
  logSubscribeSchema,
  logUnsubscribeSchema,
} from '@tremplin/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { connectionTopic } from '../../plugins/realtime';

export const LOG_TOPIC = 'logs';
/** Channel on which a console's opening is announced to every API process. */
const CHANNEL = 'tremplin_logs';
const FLUSH_MS = 250;
/** Lines a process sends per batch; beyond, they are counted as dropped (at most 800 a second per process). */
export const MAX_LINES_PER_BATCH = 200;
/** A process keeps sending this long after the last announcement; open consoles announce themselves again. */
const ACTIVE_MS = 60_000;
const KEEP_ALIVE_MS = 20_000;

export const logConsole: FastifyPluginAsync = async (app) => {
  const tap = app.logTap;
  const hub = app.realtime;
  if (tap) tap.process = hub.processName;

  let activeUntil = 0;
  let pending: LogLine[] = [];
  let dropped = 0;
  const onLine = (line: LogLine) => {
    if (Date.now() > activeUntil) return;
    if (pending.length >= MAX_LINES_PER_BATCH) dropped += 1;
    else pending.push(line);
  };
  tap?.events.on('line', onLine);
  const flush = setInterval(() => {
    if (!pending.length && !dropped) return;
    const event = { type: LOG_LINES, lines: pending, dropped };
    pending = [];
    dropped = 0;
    hub.publish(LOG_TOPIC, event).catch(() => undefined);
  }, FLUSH_MS);
  flush.unref();

  const unlisten = await app.database.listen(CHANNEL, (payload) => {
    const { connectionId, history } = JSON.parse(payload) as { connectionId: string; history: boolean };
    activeUntil = Date.now() + ACTIVE_MS;
    if (history && tap)
      hub
        .publish(connectionTopic(connectionId), { type: LOG_HISTORY, lines: tap.history(), dropped: 0 })
        .catch(() => undefined);
  });
  const announce = (connectionId: string, history: boolean) =>
    app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ connectionId, history })})`);

  const keepAlive = new Map<string, NodeJS.Timeout>();
  const stop = (connectionId: string) => {
    clearInterval(keepAlive.get(connectionId));
    keepAlive.delete(connectionId);
  };

  hub.on(LOG_SUBSCRIBE, logSubscribeSchema, async (connection) => {
    // SPEC §6: only admins reach the logs console; the socket's role comes from its verified token.
    if (connection.user.role !== 'ADMIN') {
      connection.send({ type: 'error', for: LOG_SUBSCRIBE, message: LOG_MESSAGES.adminOnly });
      return;
    }
    hub.subscribe(connection, LOG_TOPIC);
    await announce(connection.id, true);
    stop(connection.id);
    const timer = setInterval(() => void announce(connection.id, false).catch(() => undefined), KEEP_ALIVE_MS);
    timer.unref();
    keepAlive.set(connection.id, timer);
  });
  hub.on(LOG_UNSUBSCRIBE, logUnsubscribeSchema, (connection) => {
    hub.unsubscribe(connection, LOG_TOPIC);
    stop(connection.id);
  });
  hub.onDisconnect((connection) => stop(connection.id));

  app.addHook('onClose', async () => {
    clearInterval(flush);
    for (const id of [...keepAlive.keys()]) stop(id);
    tap?.events.off('line', onLine);
    await unlisten();
  });
};
