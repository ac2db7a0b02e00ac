// The realtime socket of a signed-in tab, shared by every feature: the unread counter, interviews and voice rooms,
// the admin log console. Features listen to server events by type and send their messages through `realtime`;
// `startRealtime` (called once a user signs in) keeps the one socket open while the session lasts.
import {
  MESSAGES,
  REALTIME_CLOSE_TOKEN_EXPIRED,
  REALTIME_PATH,
  type RealtimeEvent,
  type RealtimeReadyEvent,
} from '@tremplin/shared';
import { env } from '@/config/env';
import { endSession, refreshSession } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

type Store = typeof useSessionStore;
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

/** closed: no socket (signed out, or waiting to reconnect); connecting: opened, not yet accepted; ready: accepted. */
export type RealtimeState = 'closed' | 'connecting' | 'ready';
type EventHandler = (event: RealtimeEvent) => void;
type StateHandler = (state: RealtimeState) => void;

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** WebSocket.OPEN, spelled out so that stand-in sockets need not carry the constant. */
const OPEN = 1;

const eventHandlers = new Map<string, Set<EventHandler>>();
const stateHandlers = new Set<StateHandler>();
let state: RealtimeState = 'closed';
let connectionId: string | null = null;
let current: SocketLike | null = null;

function setState(next: RealtimeState) {
  if (next === state) return;
  state = next;
  for (const handler of [...stateHandlers]) handler(next);
}

export const realtime = {
  /** Calls `handler` with every server event of that type; answers the unsubscribe function. */
  on<E extends RealtimeEvent = RealtimeEvent>(type: string, handler: (event: E) => void): () => void {
    const handlers = eventHandlers.get(type) ?? new Set<EventHandler>();
    eventHandlers.set(type, handlers);
    handlers.add(handler as EventHandler);
    return () => {
      handlers.delete(handler as EventHandler);
      if (handlers.size === 0) eventHandlers.delete(type);
    };
  },
  /** Sends a message on the accepted socket; false when there is none (it is not queued). */
  send(message: { type: string; [field: string]: unknown }): boolean {
    if (state !== 'ready' || current?.readyState !== OPEN) return false;
    current.send(JSON.stringify(message));
    return true;
  },
  get state(): RealtimeState {
    return state;
  },
  /** This socket's id on the server, once ready. */
  get connectionId(): string | null {
    return connectionId;
  },
  /** Follows the state: a feature sends its subscriptions again on each 'ready' (a reconnection starts afresh). */
  onState(handler: StateHandler): () => void {
    stateHandlers.add(handler);
    return () => stateHandlers.delete(handler);
  },
};

/** ws(s)://host/api/ws, beside the API the app talks to. */
export function realtimeUrl(base: string = env.apiBaseUrl, location: Location = window.location): string {
  const url = new URL(base || location.origin, location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${REALTIME_PATH}`;
  url.search = '';
  return url.toString();
}

function dispatch(raw: unknown) {
  let event: RealtimeEvent;
  try {
    event = JSON.parse(String(raw)) as RealtimeEvent;
  } catch {
    return;
  }
  if (typeof event?.type !== 'string') return;
  if (event.type === 'ready') {
    connectionId = String((event as RealtimeReadyEvent).connectionId);
    setState('ready');
  }
  for (const handler of [...(eventHandlers.get(event.type) ?? [])]) handler(event);
}

/**
 * Opens the socket while a user is signed in and reopens it when the link drops (with a growing delay). The token is
 * sent as the first message, never in the address. The server ends the socket with the token: a renewed token of the
 * same user is sent on the open socket, which keeps it; a close for an expired token renews the token through the
 * API client's refresh, then reconnects. Returns the stop function.
 */
export function startRealtime(
  store: Store = useSessionStore,
  open: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike,
  refresh: () => Promise<boolean> = refreshSession,
  /** The renewal was refused: the session ended on the server (logout elsewhere, deactivation, new password). */
  ended: () => void = () => endSession(MESSAGES.sessionEnded),
): () => void {
  let token: string | null = null;
  let userId: number | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** A refresh is under way: new tokens are only noted, renew() connects once it settles. */
  let renewing = false;

  const disconnect = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const socket = current;
    current = null;
    connectionId = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'Fin de session');
    }
    setState('closed');
  };

  const connect = () => {
    if (!token) return;
    const sent = token;
    let socket: SocketLike;
    try {
      socket = open(realtimeUrl());
    } catch {
      return;
    }
    current = socket;
    setState('connecting');
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: sent }));
    socket.onmessage = (event) => {
      if (current !== socket) return;
      dispatch(event.data);
      if (state === 'ready') attempt = 0;
    };
    socket.onclose = (event) => {
      if (current !== socket) return;
      current = null;
      connectionId = null;
      setState('closed');
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] as number;
      attempt += 1;
      timer = setTimeout(event.code === REALTIME_CLOSE_TOKEN_EXPIRED ? renew : connect, delay);
    };
  };

  // The same refresh as the API client's own calls (shared while under way), so the refresh token turns once.
  const renew = () => {
    timer = null;
    const expired = token;
    renewing = true;
    refresh()
      .catch(() => false)
      .then((renewed) => {
        renewing = false;
        // A refused refresh: the session is over, and reconnecting with the old token pointless.
        if (token && !renewed && token === expired) return ended();
        if (!token || (!renewed && token === expired)) return;
        connect();
      });
  };

  const follow = () => {
    const { auth } = store.getState();
    const next = auth.logged && auth.token ? auth.token : null;
    if (next === token) return;
    const sameUser = next !== null && auth.userId === userId;
    token = next;
    userId = next ? auth.userId : null;
    if (renewing) return;
    if (sameUser && current?.readyState === OPEN) {
      current.send(JSON.stringify({ type: 'auth', token: next }));
      return;
    }
    attempt = 0;
    disconnect();
    connect();
  };

  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    token = null;
    disconnect();
  };
}
