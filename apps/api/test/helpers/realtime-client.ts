// A real WebSocket client on the realtime hub for API tests: opens a socket on an app (listening on a random port),
// authenticates it and collects the events it receives.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type RealtimeEvent } from '@tremplin/shared';
import type { App } from '../../src/app';

// The ws client (a dependency of @fastify/websocket) ships no types; this is the little the test uses.
interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  once(event: 'close', listener: (code: number) => void): void;
  send(data: string): void;
  close(): void;
  readyState: number;
}
export const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

/** Opens a socket on an app listening on a random port and collects the unread events it receives. */
export async function connectRealtime(app: App, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return connectRealtimeAt(`http://127.0.0.1:${address.port}`, token);
}

/** The same on any address serving the API (a proxy in front of several processes…). */
export async function connectRealtimeAt(httpUrl: string, token: string) {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`);
  const events: RealtimeEvent[] = [];
  const waiters: Array<() => void> = [];
  let closeCode: number | null = null;
  const closed = new Promise<number>((resolve) =>
    socket.once('close', (code) => {
      closeCode = code;
      resolve(code);
    }),
  );
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as RealtimeEvent);
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  /**
   * Resolves with the first event that matches, failing after `ms`: long enough for a loaded test machine, as how
   * fast the event comes is the bench's to measure, not a test's.
   */
  const waitFor = (matches: (event: RealtimeEvent) => boolean, what: string, ms = 10_000) =>
    new Promise<RealtimeEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(matches);
        if (found) return resolve(found);
        waiters.push(check);
      };
      setTimeout(() => reject(new Error(`no ${what} within ${ms} ms (got ${JSON.stringify(events)})`)), ms);
      check();
    });
  /** Resolves with the time until an unread event with count nb came. */
  const next = async (nb: number, ms = 10_000) => {
    const started = Date.now();
    await waitFor((e) => e.type === 'unread' && e.nb === nb, `unread count ${nb}`, ms);
    return Date.now() - started;
  };
  return {
    socket,
    events,
    next,
    waitFor,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    clear: () => events.splice(0),
    closed,
    closeCode: () => closeCode,
    reauth: (fresh: string) => socket.send(JSON.stringify({ type: 'auth', token: fresh })),
  };
}
