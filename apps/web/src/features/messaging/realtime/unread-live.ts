// Keeps the header's unread counter live: one WebSocket per signed-in tab, fed by the server's pushes (SPEC §2.11).
import { REALTIME_CLOSE_TOKEN_EXPIRED, REALTIME_PATH, type UnreadEvent } from '@tremplin/shared';
import { env } from '@/config/env';
import { refreshSession } from '@/lib/api-client';
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

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** WebSocket.OPEN, spelled out so that stand-in sockets need not carry the constant. */
const OPEN = 1;

/** ws(s)://host/api/ws, beside the API the app talks to. */
export function realtimeUrl(base: string = env.apiBaseUrl, location: Location = window.location): string {
  const url = new URL(base || location.origin, location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${REALTIME_PATH}`;
  url.search = '';
  return url.toString();
}

/**
 * Opens the socket while a user is signed in and reopens it when the link drops (with a growing delay). The token is
 * sent as the first message, never in the address. The server ends the socket with the token: a renewed token of the
 * same user is sent on the open socket, which keeps it; a close for an expired token renews the token through the
 * API client's refresh, then reconnects. Returns the stop function.
 */
export function startUnreadLive(
  store: Store = useSessionStore,
  open: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike,
  refresh: () => Promise<boolean> = refreshSession,
): () => void {
  let socket: SocketLike | null = null;
  let token: string | null = null;
  let userId: number | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** A refresh is under way: new tokens are only noted, renew() connects once it settles. */
  let renewing = false;

  const disconnect = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.close(1000, 'Fin de session');
    }
  };

  const connect = () => {
    if (!token) return;
    const sent = token;
    let current: SocketLike;
    try {
      current = open(realtimeUrl());
    } catch {
      return;
    }
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token: sent }));
    current.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (!isUnreadEvent(data)) return;
      attempt = 0;
      store.getState().setUnreadCount(data.nb);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
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
        // A refused refresh: reconnecting with the expired token is pointless, so wait for the store to change.
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
    if (sameUser && socket?.readyState === OPEN) {
      socket.send(JSON.stringify({ type: 'auth', token: next }));
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

/** The shape of unreadEventSchema, checked by hand: zod would weigh on every page's first load for two fields. */
function isUnreadEvent(data: unknown): data is UnreadEvent {
  const event = data as Partial<UnreadEvent> | null;
  return event?.type === 'unread' && Number.isInteger(event.nb) && (event.nb as number) >= 0;
}
