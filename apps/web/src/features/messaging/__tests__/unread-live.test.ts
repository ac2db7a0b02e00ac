import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, useSessionStore } from '@/lib/session-store';
import { realtimeUrl, type SocketLike, startUnreadLive } from '../realtime/unread-live';

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
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  clearSession();
});

const signIn = (token: string) =>
  useSessionStore.getState().signIn({ token, refreshToken: 'r', role: 'EMPLOYE', id: 7 });

describe('live unread counter', () => {
  it('authenticates with the token as first message and follows the pushed count', () => {
    const sockets: FakeSocket[] = [];
    signIn('jeton-1');
    stop = startUnreadLive(useSessionStore, (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toMatch(/^ws:\/\/.+\/api\/ws$/);
    expect(sockets[0]?.url).not.toContain('jeton');
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'jeton-1' })]);
    sockets[0]?.push({ type: 'unread', nb: 4 });
    expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(4);
    sockets[0]?.push({ type: 'autre', nb: 9 });
    expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(4);
  });

  it('reconnects with a new token and stops when the session ends', () => {
    const sockets: FakeSocket[] = [];
    signIn('jeton-1');
    stop = startUnreadLive(useSessionStore, (url) => {
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

  it('opens nothing while signed out', () => {
    const sockets: FakeSocket[] = [];
    stop = startUnreadLive(useSessionStore, (url) => {
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
