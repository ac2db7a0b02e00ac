// The realtime WebSocket (GET /api/ws) and its hub: features handle client messages by type and publish events on
// topics; every connection is subscribed to `user:<id>` and `connection:<id>`. Publications cross API processes
// through NOTIFY on REALTIME_CHANNEL (see realtime-bus.ts), so two people on two processes still reach each other.
// A socket lives no longer than the access token it was last given: at its expiry it is closed with
// REALTIME_CLOSE_TOKEN_EXPIRED, unless a fresh token came first on the same socket.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import websocket, { type WebSocket } from '@fastify/websocket';
import {
  REALTIME_CLOSE_TOKEN_EXPIRED,
  REALTIME_CLOSE_UNAUTHENTICATED,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_MESSAGES,
  type RealtimeEvent,
  realtimeAuthSchema,
  realtimeEndpoints,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType, z } from 'zod';
import type { AuthUser } from './authentication';
import { createRealtimeBus, type RealtimeBusMessage } from './realtime-bus';

const AUTH_TIMEOUT_MS = 10_000;

export interface RealtimeConnection {
  /** Unique across API processes. */
  readonly id: string;
  /** From the verified access token, never from what the client says. */
  readonly user: AuthUser;
  /** Sends an event to this socket only. */
  send(event: RealtimeEvent): void;
  close(code: number, reason: string): void;
}

type Handler<T> = (connection: RealtimeConnection, message: T) => unknown;
type ConnectionHandler = (connection: RealtimeConnection) => unknown;

export interface RealtimeHub {
  /** This API process, as named in connection ids. */
  readonly processId: string;
  /** This API process as the admin console names it: « processus 4821 sur web-1 ». */
  readonly processName: string;
  /**
   * Handles the client messages `{ type, ... }` of one type, parsed with `schema` first. A message that fails it is
   * answered `{ type: 'error', for: type, message }` in French, as are unreadable and unknown messages.
   */
  on<S extends ZodType>(type: string, schema: S, handler: Handler<z.output<S>>): void;
  /** After a socket's first successful authentication. */
  onConnect(handler: ConnectionHandler): void;
  /** When an authenticated socket closes, whatever the reason. */
  onDisconnect(handler: ConnectionHandler): void;
  subscribe(connection: RealtimeConnection, topic: string): void;
  unsubscribe(connection: RealtimeConnection, topic: string): void;
  /** Sends an event to every subscriber of a topic on every API process; resolves once handed to the database. */
  publish(topic: string, event: RealtimeEvent): Promise<void>;
  /** This process's connections subscribed to a topic. */
  localSubscribers(topic: string): RealtimeConnection[];
  /** This process's connections of a user. */
  connectionsOf(userId: number): RealtimeConnection[];
  /** Closes every connection of a user on every API process (the end of their session). */
  disconnectUser(userId: number, code: number, reason: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export const userTopic = (userId: number) => `user:${userId}`;
export const connectionTopic = (connectionId: string) => `connection:${connectionId}`;

/** What the ws library needs to tell a socket that can still be written to. */
const isOpen = (socket: WebSocket) => socket.readyState === socket.OPEN;

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: REALTIME_MAX_MESSAGE_BYTES } });

    const processId = randomUUID().slice(0, 8);
    const processName = `processus ${process.pid} sur ${hostname()}`;
    let sequence = 0;
    const handlers = new Map<string, { schema: ZodType; handler: Handler<unknown> }>();
    const connectHandlers: ConnectionHandler[] = [];
    const disconnectHandlers: ConnectionHandler[] = [];
    const subscribers = new Map<string, Set<RealtimeConnection>>();
    const topicsOf = new Map<RealtimeConnection, Set<string>>();

    const subscribe = (connection: RealtimeConnection, topic: string) => {
      const topics = topicsOf.get(connection);
      if (!topics) return; // closed already
      topics.add(topic);
      const set = subscribers.get(topic) ?? new Set<RealtimeConnection>();
      subscribers.set(topic, set);
      set.add(connection);
    };
    const unsubscribe = (connection: RealtimeConnection, topic: string) => {
      topicsOf.get(connection)?.delete(topic);
      const set = subscribers.get(topic);
      set?.delete(connection);
      if (set?.size === 0) subscribers.delete(topic);
    };
    const localSubscribers = (topic: string) => [...(subscribers.get(topic) ?? [])];

    const deliverLocally = (message: RealtimeBusMessage) => {
      if (message.kind === 'event') {
        const data = JSON.stringify(message.event);
        for (const connection of subscribers.get(message.topic) ?? []) (connection as Connection).sendRaw(data);
      } else {
        for (const connection of localSubscribers(userTopic(message.userId))) {
          connection.close(message.code, message.reason);
        }
      }
    };

    const bus = await createRealtimeBus(app.database, processId, deliverLocally, (err) =>
      app.log.warn({ err }, 'bus temps réel en erreur'),
    );

    const send = async (message: RealtimeBusMessage) => {
      deliverLocally(message);
      await bus.send(message);
    };

    const hub: RealtimeHub = {
      processId,
      processName,
      on(type, schema, handler) {
        if (handlers.has(type)) throw new Error(`realtime message type ${type} has two handlers`);
        handlers.set(type, { schema, handler: handler as Handler<unknown> });
      },
      onConnect: (handler) => void connectHandlers.push(handler),
      onDisconnect: (handler) => void disconnectHandlers.push(handler),
      subscribe,
      unsubscribe,
      publish: (topic, event) => send({ kind: 'event', topic, event }),
      localSubscribers,
      connectionsOf: (userId) => localSubscribers(userTopic(userId)),
      disconnectUser: (userId, code, reason) => send({ kind: 'close', userId, code, reason }),
    };
    app.decorate('realtime', hub);

    // The end of a session (announced on every process once committed) closes that account's sockets here; the web
    // app renews its token on this code, or signs out when the renewal is refused.
    app.sessions.onEnded((userId) => {
      for (const connection of hub.connectionsOf(userId)) {
        connection.close(REALTIME_CLOSE_TOKEN_EXPIRED, 'Session terminée');
      }
    });

    class Connection implements RealtimeConnection {
      readonly id = `${processId}-${++sequence}`;
      constructor(
        readonly user: AuthUser,
        private readonly socket: WebSocket,
      ) {}
      sendRaw(data: string) {
        if (isOpen(this.socket)) this.socket.send(data);
      }
      send(event: RealtimeEvent) {
        this.sendRaw(JSON.stringify(event));
      }
      close(code: number, reason: string) {
        this.socket.close(code, reason);
      }
    }

    /** Runs a feature's handler; a failure is logged and answered in French, never left to crash the socket. */
    const run = (what: string, connection: RealtimeConnection, call: () => unknown) => {
      try {
        Promise.resolve(call()).catch((err) => failed(what, connection, err));
      } catch (err) {
        failed(what, connection, err);
      }
    };
    const failed = (what: string, connection: RealtimeConnection, err: unknown) => {
      app.log.error({ err, userId: connection.user.id, what }, 'traitement d’un message temps réel en échec');
      connection.send({ type: 'error', for: what, message: REALTIME_MESSAGES.failed });
    };

    app.addHook('onClose', async () => {
      await bus.close();
      for (const connection of topicsOf.keys()) connection.close(1001, 'Arrêt du serveur');
    });

    const declared = realtimeEndpoints.socket;
    app.get(
      declared.path,
      {
        websocket: true,
        config: { endpoint: declared },
        schema: { tags: ['temps réel'], description: declared.description, querystring: declared.query },
      },
      (socket, request) => {
        let connection: Connection | null = null;
        // One timer per socket: the wait for the first auth, then the expiry of the last token received.
        let timer = setTimeout(() => {
          if (!connection) socket.close(REALTIME_CLOSE_UNAUTHENTICATED, 'Authentification attendue');
        }, AUTH_TIMEOUT_MS);

        /** Stops every publication to this socket. */
        const forget = () => {
          if (!connection) return;
          const current = connection;
          for (const topic of [...(topicsOf.get(current) ?? [])]) unsubscribe(current, topic);
          if (!topicsOf.delete(current)) return;
          for (const handler of disconnectHandlers) run('disconnect', current, () => handler(current));
        };

        const authenticate = async (token: string) => {
          const reading = await app.sessions.readAccessToken(token);
          if (!isOpen(socket)) return;
          if (!reading.ok) {
            if (reading.reason !== 'invalid') socket.close(REALTIME_CLOSE_TOKEN_EXPIRED, 'Session expirée');
            else socket.close(REALTIME_CLOSE_UNAUTHENTICATED, 'Authentification invalide');
            return;
          }
          const { user, expiresAt } = reading;
          if (connection && connection.user.id !== user.id) {
            socket.close(REALTIME_CLOSE_UNAUTHENTICATED, 'Authentification invalide');
            return;
          }
          clearTimeout(timer);
          // Leaves every topic first, so that nothing reaches the socket between the expiry and the close.
          timer = setTimeout(() => {
            forget();
            socket.close(REALTIME_CLOSE_TOKEN_EXPIRED, 'Session expirée');
          }, expiresAt - Date.now());
          if (connection) return;
          const current = new Connection(user, socket);
          connection = current;
          topicsOf.set(current, new Set());
          subscribe(current, userTopic(user.id));
          subscribe(current, connectionTopic(current.id));
          current.send({ type: 'ready', connectionId: current.id });
          for (const handler of connectHandlers) run('connect', current, () => handler(current));
        };

        const authFailed = (err: unknown) => {
          app.log.warn({ err }, 'authentification temps réel en échec');
          socket.close(1011, 'Service momentanément indisponible');
        };

        socket.on('message', (raw: Buffer) => {
          const text = raw.toString();
          if (connection && text === 'ping') {
            socket.send('pong');
            return;
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          const auth = realtimeAuthSchema.safeParse(parsed);
          if (auth.success) return void authenticate(auth.data.token).catch((err) => authFailed(err));
          if (!connection) return socket.close(REALTIME_CLOSE_UNAUTHENTICATED, 'Authentification attendue');
          const current = connection;
          const type = (parsed as { type?: unknown } | null)?.type;
          const entry = typeof type === 'string' ? handlers.get(type) : undefined;
          if (!entry) {
            const message = parsed === undefined ? REALTIME_MESSAGES.unreadable : REALTIME_MESSAGES.unknownType;
            return current.send({ type: 'error', ...(typeof type === 'string' ? { for: type } : {}), message });
          }
          const result = entry.schema.safeParse(parsed);
          if (!result.success) {
            return current.send({ type: 'error', for: type as string, message: REALTIME_MESSAGES.invalid });
          }
          run(type as string, current, () => entry.handler(current, result.data));
        });

        socket.on('close', () => {
          clearTimeout(timer);
          forget();
        });

        const { token } = request.query as { token?: string };
        if (token) void authenticate(token).catch((err) => authFailed(err));
      },
    );
  },
  { name: 'realtime', dependencies: ['authentication'] },
);
