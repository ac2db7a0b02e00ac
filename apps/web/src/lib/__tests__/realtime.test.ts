import { REALTIME_CLOSE_TOKEN_EXPIRED } from '@tremplin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RealtimeState, realtime, realtimeUrl, type SocketLike, startRealtime } from '../realtime';
import { clearSession, useSessionStore } from '../session-store';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  /** The server closing the socket. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let stop: (() => void) | undefined;
const listeners: Array<() => void> = [];
afterEach(() => {
  stop?.();
  stop = undefined;
  for (const unlisten of listeners.splice(0)) unlisten();
  clearSession();
  vi.useRealTimers();
});

const signIn = (token: string, id = 7) =>
  useSessionStore.getState().signIn({ token, refreshToken: 'r', role: 'EMPLOYE', id });

/** Starts the realtime client on fake sockets, with `refresh` standing for the API client's token refresh. */
function start(refresh: () => Promise<boolean> = () => Promise.resolve(false)) {
  const sockets: FakeSocket[] = [];
  const renew = vi.fn(refresh);
  const ended = vi.fn();
  stop = startRealtime(
    useSessionStore,
    (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    renew,
    ended,
  );
  return { sockets, renew, ended };
}
const auth = (token: string) => JSON.stringify({ type: 'auth', token });

describe('realtime client', () => {
  it('authenticates with the token as first message, is ready when the server says so, and hands events by type', () => {
    const sockets: FakeSocket[] = [];
    const states: RealtimeState[] = [];
    const unread: unknown[] = [];
    listeners.push(realtime.onState((state) => states.push(state)));
    listeners.push(realtime.on('unread', (event) => unread.push(event.nb)));
    signIn('jeton-1');
    stop = startRealtime(useSessionStore, (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toMatch(/^ws:\/\/.+\/api\/ws$/);
    expect(sockets[0]?.url).not.toContain('jeton');
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'jeton-1' })]);
    expect(realtime.send({ type: 'salut' })).toBe(false);
    sockets[0]?.push({ type: 'ready', connectionId: 'abc-1' });
    expect(realtime.state).toBe('ready');
    expect(realtime.connectionId).toBe('abc-1');
    sockets[0]?.push({ type: 'unread', nb: 4 });
    sockets[0]?.push({ type: 'autre', nb: 9 });
    expect(unread).toEqual([4]);
    expect(realtime.send({ type: 'salut' })).toBe(true);
    expect(sockets[0]?.sent.at(-1)).toBe(JSON.stringify({ type: 'salut' }));
    sockets[0]?.drop(1006);
    expect(realtime.state).toBe('closed');
    expect(realtime.connectionId).toBeNull();
    expect(states).toEqual(['connecting', 'ready', 'closed']);
  });

  it('reconnects with a new token and stops when the session ends', () => {
    const sockets: FakeSocket[] = [];
    signIn('jeton-1');
    stop = startRealtime(useSessionStore, (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    });
    useSessionStore.getState().setTokens({ token: 'jeton-2' });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closed).toBe(true);
    sockets[1]?.open();
    expect(sockets[1]?.sent[0]).toContain('jeton-2');
    clearSession();
    expect(sockets[1]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('sends a renewed token of the same user on the open socket, and reconnects for another user', () => {
    signIn('jeton-1');
    const { sockets } = start();
    sockets[0]?.open();
    useSessionStore.getState().setTokens({ token: 'jeton-2' });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(false);
    expect(sockets[0]?.sent).toEqual([auth('jeton-1'), auth('jeton-2')]);

    signIn('jeton-autre', 8);
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([auth('jeton-autre')]);
  });

  it(`renews the token through the refresh, then reconnects with it, when closed with ${REALTIME_CLOSE_TOKEN_EXPIRED}`, async () => {
    vi.useFakeTimers();
    signIn('jeton-1');
    const { sockets, renew } = start(async () => {
      useSessionStore.getState().setTokens({ token: 'jeton-2', refreshToken: 'r2' });
      return true;
    });
    sockets[0]?.open();
    sockets[0]?.push({ type: 'ready', connectionId: 'abc-1' });
    sockets[0]?.drop(REALTIME_CLOSE_TOKEN_EXPIRED);
    expect(renew).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([auth('jeton-2')]);
    sockets[1]?.push({ type: 'ready', connectionId: 'abc-2' });
    expect(realtime.connectionId).toBe('abc-2');
  });

  it('ends the session after a refused renewal and stays closed until the store holds a new token', async () => {
    vi.useFakeTimers();
    signIn('jeton-1');
    const { sockets, renew, ended } = start(async () => false);
    sockets[0]?.open();
    sockets[0]?.drop(REALTIME_CLOSE_TOKEN_EXPIRED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);

    useSessionStore.getState().setTokens({ token: 'jeton-2' });
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([auth('jeton-2')]);
  });

  it('retries other closes with the same token, without a refresh', async () => {
    vi.useFakeTimers();
    signIn('jeton-1');
    const { sockets, renew } = start(async () => true);
    sockets[0]?.open();
    sockets[0]?.drop(4401);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    sockets[1]?.drop(1006);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sockets).toHaveLength(3);
    sockets[2]?.open();
    expect(sockets[2]?.sent).toEqual([auth('jeton-1')]);
    expect(renew).not.toHaveBeenCalled();
  });

  it('opens nothing while signed out', () => {
    const sockets: FakeSocket[] = [];
    stop = startRealtime(useSessionStore, (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    });
    expect(sockets).toHaveLength(0);
  });

  it('derives the socket address from the API base', () => {
    const location = new URL('https://tremplin.example/boitedereception') as unknown as Location;
    expect(realtimeUrl('', location)).toBe('wss://tremplin.example/api/ws');
    expect(realtimeUrl('http://api.local:3000', location)).toBe('ws://api.local:3000/api/ws');
  });
});
