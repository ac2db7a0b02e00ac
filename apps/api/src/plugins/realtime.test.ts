// The realtime hub, through a real WebSocket client: the live unread counter receives the new count after
// a change; features' messages reach their handlers, topics reach their subscribers, a session end closes the
// sockets. On PGlite one process; on PostgreSQL (TEST_DB_KIND=postgres) two API processes sharing one database, so
// that every delivery crosses LISTEN/NOTIFY. A socket ends with its access token unless a fresh one is sent on it.
import type { AddressInfo } from 'node:net';
import {
  type Message,
  REALTIME_CLOSE_TOKEN_EXPIRED,
  REALTIME_CLOSE_UNAUTHENTICATED,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_MESSAGES,
  REALTIME_PATH,
} from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, signIn } from '../../test/access/accounts';
import { connectRealtime as connect, WebSocket } from '../../test/helpers/realtime-client';
import { createSecondApp, createTestApp } from '../../test/helpers/test-app';
import type { buildApp } from '../app';
import { ACCESS_TOKEN_TTL_SECONDS } from '../lib/tokens';

type App = Awaited<ReturnType<typeof buildApp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let second: App | undefined;
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondApp(t);
});
afterAll(async () => {
  // Lets the last pushes finish before the pools close and the database copy is dropped.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await second?.close();
  await t?.close();
});

/**
 * An access token that expires `seconds` from now, give or take one (exp counts whole seconds), signed as the
 * sessions plugin signs them: its lifetime is fixed, so the issue time is moved back instead.
 */
function shortLivedToken(app: App, user: { id: number; role: string }, seconds: number) {
  const iat = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_TTL_SECONDS + seconds;
  const token = app.jwt.sign({ sub: String(user.id), role: user.role, gen: 0, iat } as never);
  return { token, expiresAt: (iat + ACCESS_TOKEN_TTL_SECONDS) * 1000 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects when the promise takes longer than `ms`. */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`${what}: nothing within ${ms} ms`)))]);

describe(`live unread counter (${kind === 'postgres' ? 'two API processes on one PostgreSQL' : 'one process on PGlite'})`, () => {
  it('pushes the new count to the recipient after a send, a read and a delete', async () => {
    const sender = await createUser(t.db, { role: 'CEF' });
    const recipient = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const senderToken = (await signIn(t.app, sender.email)).token;
    const recipientApp = (second ?? t.app) as App;
    const recipientToken = (await signIn(recipientApp, recipient.email)).token;

    const client = await connect(recipientApp, recipientToken);
    try {
      await client.next(0);
      client.clear();
      const send = (sujet: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/message/utilisateur/${sender.id}`,
          headers: { authorization: `Bearer ${senderToken}` },
          payload: { sujet, contenu: '<p>Bonjour</p>', destinataireId: recipient.id },
        });
      const first = (await send('Un')).json() as Message;
      await client.next(1);
      const second = (await send('Deux')).json() as Message;
      await client.next(2);

      await recipientApp.inject({
        method: 'PUT',
        url: `/api/message/utilisateur/${recipient.id}/messagelu`,
        headers: { authorization: `Bearer ${recipientToken}` },
        payload: { id: first.id },
      });
      client.clear();
      await client.next(1);

      await recipientApp.inject({
        method: 'DELETE',
        url: `/api/message/${second.id}/${recipient.id}`,
        headers: { authorization: `Bearer ${recipientToken}` },
      });
      await client.next(0);
    } finally {
      client.socket.close();
    }
  });

  it('closes a socket that presents an invalid token, and never trusts a user id from the client', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const client = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`);
    await new Promise<void>((resolve) => client.once('open', () => resolve()));
    client.send(JSON.stringify({ type: 'auth', token: 'forgé', userId: 1 }));
    const code = await new Promise<number>((resolve) => client.once('close', (c) => resolve(c)));
    expect(code).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
  });

  it(`closes a socket with ${REALTIME_CLOSE_TOKEN_EXPIRED} when its token expires, and pushes nothing after`, async () => {
    const sender = await createUser(t.db, { role: 'CEF' });
    const recipient = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const senderToken = (await signIn(t.app, sender.email)).token;
    const recipientApp = (second ?? t.app) as App;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/message/utilisateur/${sender.id}`,
        headers: { authorization: `Bearer ${senderToken}` },
        payload: { sujet: 'Un', contenu: '<p>Bonjour</p>', destinataireId: recipient.id },
      });

    const short = shortLivedToken(recipientApp, recipient, 3);
    const client = await connect(recipientApp, short.token);
    try {
      await client.next(0);
      await send();
      await client.next(1);
      expect(Date.now()).toBeLessThan(short.expiresAt);

      expect(await within(client.closed, short.expiresAt - Date.now() + 1000, 'close')).toBe(
        REALTIME_CLOSE_TOKEN_EXPIRED,
      );
      expect(Date.now()).toBeGreaterThanOrEqual(short.expiresAt);
      client.clear();
      await send();
      await sleep(500);
      expect(client.events).toEqual([]);
    } finally {
      client.socket.close();
    }
  });

  it('keeps a socket past the expiry of its first token when a fresh token is sent on it', async () => {
    const sender = await createUser(t.db, { role: 'CEF' });
    const recipient = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const senderToken = (await signIn(t.app, sender.email)).token;
    const recipientApp = (second ?? t.app) as App;
    const fresh = (await signIn(recipientApp, recipient.email)).token;

    const short = shortLivedToken(recipientApp, recipient, 2);
    const client = await connect(recipientApp, short.token);
    try {
      await client.next(0);
      client.reauth(fresh);
      await sleep(short.expiresAt - Date.now() + 500);
      expect(client.closeCode()).toBeNull();

      await t.app.inject({
        method: 'POST',
        url: `/api/message/utilisateur/${sender.id}`,
        headers: { authorization: `Bearer ${senderToken}` },
        payload: { sujet: 'Un', contenu: '<p>Bonjour</p>', destinataireId: recipient.id },
      });
      await client.next(1);
    } finally {
      client.socket.close();
    }
  });

  it(`answers an already expired token with ${REALTIME_CLOSE_TOKEN_EXPIRED} and another user's token with 4401`, async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const other = await createUser(t.db, { role: 'EMPLOYE' });
    const expired = shortLivedToken(t.app, user, -3600).token;
    const late = await connect(t.app, expired);
    expect(await within(late.closed, 1000, 'close')).toBe(REALTIME_CLOSE_TOKEN_EXPIRED);

    const client = await connect(t.app, (await signIn(t.app, user.email)).token);
    await client.next(0);
    client.reauth((await signIn(t.app, other.email)).token);
    expect(await within(client.closed, 1000, 'close')).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
  });
});

describe(`realtime hub (${kind === 'postgres' ? 'two API processes on one PostgreSQL' : 'one process on PGlite'})`, () => {
  /** The app a second person's socket lives on: the other process on PostgreSQL. */
  const other = () => (second ?? t.app) as App;
  const heard: Array<{ userId: number; text: string }> = [];

  beforeAll(() => {
    for (const app of new Set([t.app, other()])) {
      app.realtime.on('test.say', z.object({ type: z.literal('test.say'), text: z.string().max(10) }), (c, m) => {
        heard.push({ userId: c.user.id, text: m.text });
        c.send({ type: 'test.heard', text: m.text });
      });
      app.realtime.on('test.join', z.object({ type: z.literal('test.join'), topic: z.string() }), (c, m) => {
        app.realtime.subscribe(c, m.topic);
        c.send({ type: 'test.joined', topic: m.topic });
      });
      app.realtime.on('test.fail', z.object({ type: z.literal('test.fail') }), () => {
        throw new Error('boom');
      });
    }
  });

  it('says ready with the connection id, then hands each message to its handler with the user of the token', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const client = await connect(t.app, (await signIn(t.app, user.email)).token);
    try {
      const ready = await client.waitFor((e) => e.type === 'ready', 'ready');
      expect(ready.connectionId).toMatch(new RegExp(`^${t.app.realtime.processId}-\\d+$`));
      client.send({ type: 'test.say', text: 'bonjour', userId: 999_999 });
      await client.waitFor((e) => e.type === 'test.heard', 'handler answer');
      expect(heard).toContainEqual({ userId: user.id, text: 'bonjour' });
    } finally {
      client.socket.close();
    }
  });

  it('answers unreadable, unknown, malformed and failing messages with a French error, and keeps the socket', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const client = await connect(t.app, (await signIn(t.app, user.email)).token);
    try {
      await client.waitFor((e) => e.type === 'ready', 'ready');
      client.send('pas du JSON');
      await client.waitFor((e) => e.type === 'error' && e.message === REALTIME_MESSAGES.unreadable, 'unreadable');
      client.send({ type: 'test.inconnu' });
      await client.waitFor((e) => e.for === 'test.inconnu' && e.message === REALTIME_MESSAGES.unknownType, 'unknown');
      client.send({ type: 'test.say', text: 'beaucoup trop long' });
      await client.waitFor((e) => e.for === 'test.say' && e.message === REALTIME_MESSAGES.invalid, 'invalid');
      client.send({ type: 'test.fail' });
      await client.waitFor((e) => e.for === 'test.fail' && e.message === REALTIME_MESSAGES.failed, 'failed');
      client.send({ type: 'test.say', text: 'encore' });
      await client.waitFor((e) => e.type === 'test.heard' && e.text === 'encore', 'answer after the errors');
      expect(client.closeCode()).toBeNull();
    } finally {
      client.socket.close();
    }
  });

  it(`closes a socket sent a message over ${REALTIME_MAX_MESSAGE_BYTES} bytes with 1009`, async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const client = await connect(t.app, (await signIn(t.app, user.email)).token);
    await client.waitFor((e) => e.type === 'ready', 'ready');
    client.send({ type: 'test.say', text: 'x'.repeat(REALTIME_MAX_MESSAGE_BYTES) });
    expect(await within(client.closed, 1000, 'close')).toBe(1009);
  });

  it('delivers a topic to its subscribers on every process, in order, a message too big for NOTIFY included', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const outsider = await createUser(t.db, { role: 'EMPLOYE' });
    const client = await connect(other(), (await signIn(other(), user.email)).token);
    const bystander = await connect(other(), (await signIn(other(), outsider.email)).token);
    try {
      client.send({ type: 'test.join', topic: 'salon:1' });
      await client.waitFor((e) => e.type === 'test.joined', 'joined');
      await bystander.waitFor((e) => e.type === 'ready', 'ready');
      const big = 'é'.repeat(12_000);
      await t.app.realtime.publish('salon:1', { type: 'test.news', n: 1, big });
      await t.app.realtime.publish('salon:1', { type: 'test.news', n: 2 });
      await t.app.realtime.publish(`user:${user.id}`, { type: 'test.news', n: 3 });
      await client.waitFor((e) => e.type === 'test.news' && e.n === 3, 'the third event');
      const news = client.events.filter((e) => e.type === 'test.news');
      expect(news.map((e) => e.n)).toEqual([1, 2, 3]);
      expect(news[0]?.big).toBe(big);
      expect(bystander.events.filter((e) => e.type === 'test.news')).toEqual([]);
      expect(
        other()
          .realtime.localSubscribers('salon:1')
          .map((c) => c.user.id),
      ).toEqual([user.id]);
    } finally {
      client.socket.close();
      bystander.socket.close();
    }
  });

  it('closes every socket of a user on every process when their session ends, and no one else’s', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const outsider = await createUser(t.db, { role: 'EMPLOYE' });
    const first = await connect(t.app, (await signIn(t.app, user.email)).token);
    const elsewhere = await connect(other(), (await signIn(other(), user.email)).token);
    const bystander = await connect(other(), (await signIn(other(), outsider.email)).token);
    try {
      await elsewhere.waitFor((e) => e.type === 'ready', 'ready');
      await bystander.waitFor((e) => e.type === 'ready', 'ready');
      await t.app.realtime.disconnectUser(user.id, 4403, 'Session terminée');
      expect(await within(first.closed, 1000, 'close')).toBe(4403);
      expect(await within(elsewhere.closed, 1000, 'close on the other process')).toBe(4403);
      await sleep(200);
      expect(bystander.closeCode()).toBeNull();
      expect(other().realtime.connectionsOf(user.id)).toEqual([]);
    } finally {
      bystander.socket.close();
    }
  });
});
