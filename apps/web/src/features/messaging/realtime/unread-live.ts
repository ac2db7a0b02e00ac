// Keeps the header's unread counter live: one WebSocket per signed-in tab, fed by the server's pushes (SPEC §2.11).
import { REALTIME_PATH, type UnreadEvent } from '@tremplin/shared';
import { env } from '@/config/env';
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

/** ws(s)://host/api/ws, beside the API the app talks to. */
export function realtimeUrl(base: string = env.apiBaseUrl, location: Location = window.location): string {
  const url = new URL(base || location.origin, location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${REALTIME_PATH}`;
  url.search = '';
  return url.toString();
}

/**
 * Opens the socket while a user is signed in and reopens it when the token changes or the link drops (with a
 * growing delay). The token is sent as the first message, never in the address. Returns the stop function.
 */
export function startUnreadLive(
  store: Store = useSessionStore,
  open: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike,
): () => void {
  let socket: SocketLike | null = null;
  let token: string | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

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
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] as number;
      attempt += 1;
      timer = setTimeout(connect, delay);
    };
  };

  const follow = () => {
    const { auth } = store.getState();
    const next = auth.logged && auth.token ? auth.token : null;
    if (next === token) return;
    token = next;
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
