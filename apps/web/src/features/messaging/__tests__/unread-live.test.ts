import { afterEach, describe, expect, it } from 'vitest';
import { realtime, type SocketLike, startRealtime } from '@/lib/realtime';
import { clearSession, useSessionStore } from '@/lib/session-store';
import { startUnreadLive } from '../realtime/unread-live';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  clearSession();
});

/** A socket the test plays the server of. */
function fakeSocket(): SocketLike & { push(data: unknown): void } {
  const socket = {
    readyState: 1,
    send() {},
    close() {},
    onopen: null,
    onmessage: null,
    onclose: null,
    push(data: unknown) {
      socket.onmessage?.({ data: JSON.stringify(data) });
    },
  } as SocketLike & { push(data: unknown): void };
  return socket;
}

describe('live unread counter', () => {
  it('shows the count the server pushes, and ignores other events and malformed counts', () => {
    useSessionStore.getState().signIn({ token: 'jeton', refreshToken: 'r', role: 'EMPLOYE', id: 7 });
    const socket = fakeSocket();
    stops.push(startUnreadLive(useSessionStore, realtime));
    stops.push(startRealtime(useSessionStore, () => socket));
    socket.push({ type: 'ready', connectionId: 'c-1' });
    socket.push({ type: 'unread', nb: 4 });
    expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(4);
    socket.push({ type: 'autre', nb: 9 });
    socket.push({ type: 'unread', nb: -2 });
    socket.push({ type: 'unread', nb: 'trois' });
    expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(4);
    socket.push({ type: 'unread', nb: 0 });
    expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(0);
  });
});
