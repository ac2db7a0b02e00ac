// The end of a session takes effect at once: after logout, a password change or reset, a deactivation, a role change
// or a deletion, the access tokens issued before are refused (401 in French, /auth/validate false) and the account's
// realtime sockets close. On PostgreSQL (TEST_DB_KIND=postgres) a second API process, which had the account's
// generation in memory, refuses them too once the NOTIFY reached it (a few milliseconds).
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type PublicUser, REALTIME_CLOSE_TOKEN_EXPIRED, REALTIME_PATH, type Role } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, KNOWN_PASSWORD, signIn } from '../../../test/access/accounts';
import { createSecondApp, createTestApp } from '../../../test/helpers/test-app';
import type { App } from '../../app';
import { issueOneTimeToken } from '../../lib/tokens';

interface WsClient {
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  once(event: 'close', listener: (code: number) => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  send(data: string): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

let t: Awaited<ReturnType<typeof createTestApp>>;
let second: App | undefined;
beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondApp(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Both API processes on PostgreSQL, the only one on PGlite. */
const processes = () => [t.app, ...(second ? [second] : [])];

const readProfile = (app: App, id: number, token: string) =>
  app.inject({ method: 'GET', url: `/profile/${id}`, headers: bearer(token) });

async function signedIn(role: Role) {
  const user = await createUser(t.db, { role });
  const session = await signIn(t.app, user.email);
  // Every process has the account's generation in memory before the session ends.
  for (const app of processes()) expect((await readProfile(app, user.id, session.token)).statusCode).toBe(200);
  return { user, session };
}

/** A realtime socket authenticated with the token, on the given process, with the promise of its close code. */
async function openSocket(app: App, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`);
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const ready = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return { closed };
}

/** The old token is refused on every process (at once here, once the NOTIFY arrived on the other one). */
async function expectEnded(userId: number, token: string, message: string = MESSAGES.sessionEnded) {
  const here = await readProfile(t.app, userId, token);
  expect(here.statusCode).toBe(401);
  expect(here.json().message).toBe(message);
  const validate = await t.app.inject({ method: 'GET', url: `/auth/validate?token=${token}` });
  expect(validate.body).toBe('false');
  if (second) {
    const other = second;
    await vi.waitFor(async () => expect((await readProfile(other, userId, token)).statusCode).toBe(401), {
      timeout: 2000,
      interval: 20,
    });
    const otherValidate = await other.inject({ method: 'GET', url: `/auth/validate`, headers: bearer(token) });
    expect(otherValidate.body).toBe('false');
  }
}

describe('the end of a session', () => {
  it('logout refuses the access token at once and closes the sockets, on every process', async () => {
    const { user, session } = await signedIn('EN_RECHERCHE_EMPLOI');
    const sockets = await Promise.all(processes().map((app) => openSocket(app, session.token)));
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/deconnexion',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    await expectEnded(user.id, session.token);
    for (const { closed } of sockets) expect(await closed).toBe(REALTIME_CLOSE_TOKEN_EXPIRED);
  });

  it('a password change ends the other tokens; the session that kept its refresh token signs in again', async () => {
    const { user, session } = await signedIn('CANDIDAT_POE');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/utilisateur/modification-mdp',
      headers: bearer(session.token),
      payload: {
        utilisateurID: user.id,
        motDePasse: 'Change2026moi',
        ancienMotDePasse: KNOWN_PASSWORD,
        refreshToken: session.refreshToken,
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(user.id, session.token);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/auth/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    for (const app of processes()) {
      expect((await readProfile(app, user.id, renewed.json().token)).statusCode).toBe(200);
    }
  });

  it('a replayed refresh token ends the access token minted from its family at once, on every process', async () => {
    const { user, session } = await signedIn('EN_RECHERCHE_EMPLOI');
    // The thief refreshes first with the stolen token...
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/auth/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(stolen.statusCode).toBe(200);
    const thiefToken = stolen.json().token as string;
    for (const app of processes()) expect((await readProfile(app, user.id, thiefToken)).statusCode).toBe(200);
    // ...then the owner presents the same token: a replay.
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/auth/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(replayed.statusCode).toBe(401);
    await expectEnded(user.id, thiefToken);
    await expectEnded(user.id, session.token);
  });

  it('a password reset ends every token', async () => {
    const { user, session } = await signedIn('EMPLOYE');
    const token = await issueOneTimeToken(t.db, user.id, 'reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/reset-motdepasse',
      payload: { motDePasse: 'Nouveau2026pass', token },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(user.id, session.token);
  });

  it('deactivating oneself ends the token that asked; writing with it is refused too', async () => {
    const { user, session } = await signedIn('EMPLOYE');
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/utilisateur/desactivation/${user.id}`,
      headers: bearer(session.token),
    });
    expect(done.statusCode).toBe(200);
    await expectEnded(user.id, session.token);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/utilisateur/desactivation/${user.id}`,
      headers: bearer(session.token),
    });
    expect(write.statusCode).toBe(401);
  });

  it('staff deactivating or changing the role of an account end its tokens', async () => {
    const admin = await signIn(t.app, (await createUser(t.db, { role: 'ADMIN' })).email);
    for (const change of [{ active: false }, { role: 'ALTERNANT' as const }]) {
      const { user, session } = await signedIn('EN_RECHERCHE_EMPLOI');
      const current = (await readProfile(t.app, user.id, admin.token)).json() as PublicUser;
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/modification',
        headers: bearer(admin.token),
        payload: { ...current, ...change },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await expectEnded(user.id, session.token);
    }
  });

  it('a deleted account’s token gets 401, reading and writing, on every process', async () => {
    const admin = await signIn(t.app, (await createUser(t.db, { role: 'ADMIN' })).email);
    const { user, session } = await signedIn('RECRUTEUR');
    const socket = await openSocket(t.app, session.token);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/${user.id}`,
      headers: bearer(admin.token),
      payload: { motif: 'Compte en double' },
    });
    expect(removed.statusCode).toBe(200);
    await expectEnded(user.id, session.token);
    expect(await socket.closed).toBe(REALTIME_CLOSE_TOKEN_EXPIRED);
    for (const app of processes()) {
      const write = await app.inject({
        method: 'PUT',
        url: '/api/utilisateur/modification-mdp',
        headers: bearer(session.token),
        payload: { utilisateurID: user.id, motDePasse: 'Change2026moi', ancienMotDePasse: KNOWN_PASSWORD },
      });
      expect(write.statusCode).toBe(401);
      expect(write.json().message).toBe(MESSAGES.sessionEnded);
    }
  });

  it('ending one account’s sessions leaves the others’ tokens working', async () => {
    const { session: kept, user: keptUser } = await signedIn('EN_RECHERCHE_EMPLOI');
    const { session } = await signedIn('EN_RECHERCHE_EMPLOI');
    await t.app.inject({ method: 'POST', url: '/auth/deconnexion', payload: { refreshToken: session.refreshToken } });
    for (const app of processes()) expect((await readProfile(app, keptUser.id, kept.token)).statusCode).toBe(200);
  });
});
