// LinkedIn sign-in end to end against a local OpenID Connect provider, the browser played by fetch with a cookie jar.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES, type DuplicateComparison } from '@tremplin/shared';
import { eq, or } from 'drizzle-orm';
import Provider, { type KoaContext } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { duplicateCandidates, users } from '../../db/schema';

/** People known to the provider, by account id. */
const PEOPLE: Record<string, Record<string, unknown>> = {
  'li-nouvelle': {
    email: 'Nouvelle.Personne@Exemple.test',
    email_verified: true,
    given_name: 'Léa',
    family_name: 'Rousseau',
    picture: 'https://media.exemple.test/lea.jpg',
  },
  'li-recruteur': { email: 'recruteuse@exemple.test', email_verified: true, given_name: 'Anne', family_name: 'Roy' },
  'li-inactif': { email: 'dormant@exemple.test', email_verified: true, given_name: 'Paul', family_name: 'Dort' },
  'li-non-verifie': { email: 'douteux@exemple.test', email_verified: false, given_name: 'X', family_name: 'Y' },
  // The same person as an account opened with a "+tag" address: a likely duplicate (docs/decisions/0020).
  'li-doublon': { email: 'ines.moreau@exemple.test', email_verified: true, given_name: 'Inès', family_name: 'Moreau' },
};

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function freePort() {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Just enough of a browser: follows redirects by hand, keeps cookies per host and path, submits the login form. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string; host: string }>();

  private store(url: URL, response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const pathAttr = attributes.find((a) => a.toLowerCase().startsWith('path='));
      const path = pathAttr ? pathAttr.slice(5) : '/';
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      const key = `${url.hostname}|${path}|${name}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value, path, host: url.hostname });
    }
  }

  private header(url: URL) {
    return [...this.cookies.entries()]
      .filter(([, c]) => c.host === url.hostname && url.pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split('|')[2]}=${c.value}`)
      .join('; ');
  }

  async request(href: string, form?: Record<string, string>) {
    const url = new URL(href);
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.header(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    this.store(url, response);
    return response;
  }

  /** Starts at `href` and goes on until the app sends the browser to one of its pages (not an API path). */
  async signInWith(href: string, accountId: string, appOrigin: string): Promise<URL> {
    let next = new URL(href);
    for (let hops = 0; hops < 20; hops++) {
      const response = await this.request(next.href);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        next = new URL(location, next);
        const onApp = next.origin === appOrigin;
        if (onApp && !next.pathname.startsWith('/auth/')) return next;
        continue;
      }
      if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
        // The provider's login form (devInteractions): any login name is the account id.
        const submitted = await this.request(next.href, { prompt: 'login', login: accountId, password: 'x' });
        next = new URL(submitted.headers.get('location') as string, next);
        continue;
      }
      throw new Error(`unexpected ${response.status} at ${next.href}: ${(await response.text()).slice(0, 300)}`);
    }
    throw new Error('too many redirects');
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let providerServer: Server;
let appOrigin: string;

beforeAll(async () => {
  const appPort = await freePort();
  appOrigin = `http://127.0.0.1:${appPort}`;
  providerServer = createServer();
  const issuer = `http://127.0.0.1:${await listen(providerServer)}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'tremplin',
        client_secret: 'secret-du-client-linkedin',
        redirect_uris: [`${appOrigin}/auth/linkedin/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx: unknown, id: string) {
      const person = PEOPLE[id];
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...person }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    features: { devInteractions: { enabled: true } },
    // Consent is implied: the test plays a person who already authorised the app.
    async loadExistingGrant(ctx: KoaContext) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid profile email');
      grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name', 'picture']);
      await grant.save();
      return grant;
    },
    cookies: { keys: ['cle-de-test-des-cookies'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  providerServer.on('request', provider.callback());

  t = await createTestApp({
    PUBLIC_URL: appOrigin,
    LINKEDIN_ISSUER: issuer,
    LINKEDIN_CLIENT_ID: 'tremplin',
    LINKEDIN_CLIENT_SECRET: 'secret-du-client-linkedin',
  });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
});

const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/auth/linkedin/echange', payload: { code } });

describe('LinkedIn sign-in', () => {
  it('tells the sign-in page that LinkedIn is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/linkedin/statut' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: true });
  });

  it('redirects to the provider with PKCE, state and nonce in a signed short-lived cookie', async () => {
    const browser = new Browser();
    const response = await browser.request(`${appOrigin}/auth/linkedin`);
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get('location') as string);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toBeTruthy();
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(`${appOrigin}/auth/linkedin/callback`);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^tremplin_linkedin=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toMatch(/Path=\/auth\/linkedin/i);
  });

  it('creates an active job-seeker account and hands a one-time code to the web page', async () => {
    const landing = await new Browser().signInWith(`${appOrigin}/auth/linkedin`, 'li-nouvelle', appOrigin);
    expect(landing.pathname).toMatch(/^\/linkedin\/[A-Za-z0-9_-]+$/);
    const code = landing.pathname.split('/')[2] as string;

    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ role: 'EN_RECHERCHE_EMPLOI', typeToken: 'Bearer' });
    expect(body.authToken).toBe(body.token);
    expect(body.refreshToken).toBeTruthy();
    expect(body.profile).toMatchObject({
      id: body.id,
      email: 'nouvelle.personne@exemple.test',
      nom: 'ROUSSEAU',
      prenom: 'Léa',
      active: true,
      socialNetworkAvatarURL: 'https://media.exemple.test/lea.jpg',
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/profile/${body.id}`,
      headers: { authorization: `Bearer ${body.authToken}` },
    });
    expect(profile.statusCode).toBe(200);

    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(AUTH_MESSAGES.linkedinCodeInvalid);

    // Signing in again finds the same account through its LinkedIn subject.
    const second = await new Browser().signInWith(`${appOrigin}/auth/linkedin`, 'li-nouvelle', appOrigin);
    const secondBody = (await exchange(second.pathname.split('/')[2] as string)).json();
    expect(secondBody.id).toBe(body.id);
  });

  it('finds an existing account by its verified e-mail and keeps its role', async () => {
    const recruiter = await createUser(t.db, { role: 'RECRUTEUR', email: 'recruteuse@exemple.test' });
    const landing = await new Browser().signInWith(`${appOrigin}/auth/linkedin`, 'li-recruteur', appOrigin);
    const body = (await exchange(landing.pathname.split('/')[2] as string)).json();
    expect(body).toMatchObject({ id: recruiter.id, role: 'RECRUTEUR' });
    const [row] = await t.db.select().from(users).where(eq(users.id, recruiter.id));
    expect(row?.linkedinSubject).toBe('li-recruteur');
  });

  it('refuses an inactive account and an unverified e-mail, back on the sign-in page', async () => {
    await createUser(t.db, { role: 'EMPLOYE', email: 'dormant@exemple.test', active: false });
    const inactive = await new Browser().signInWith(`${appOrigin}/auth/linkedin`, 'li-inactif', appOrigin);
    expect(`${inactive.pathname}${inactive.search}`).toBe('/connexion?linkedin=inactif');
    const unverified = await new Browser().signInWith(`${appOrigin}/auth/linkedin`, 'li-non-verifie', appOrigin);
    expect(`${unverified.pathname}${unverified.search}`).toBe('/connexion?linkedin=erreur');
    const [created] = await t.db.select().from(users).where(eq(users.email, 'douteux@exemple.test'));
    expect(created).toBeUndefined();
  });

  it('refuses a callback without the signed cookie (forged or replayed state)', async () => {
    const browser = new Browser();
    const start = await browser.request(`${appOrigin}/auth/linkedin`);
    const authorize = new URL(start.headers.get('location') as string);
    const stranger = new Browser();
    const landing = await stranger.signInWith(authorize.href, 'li-nouvelle', appOrigin);
    expect(`${landing.pathname}${landing.search}`).toBe('/connexion?linkedin=erreur');
  });

  it('records a likely duplicate at a first LinkedIn sign-in, and leads to the kept account once merged', async () => {
    const earlier = await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      email: 'Ines.Moreau+emploi@exemple.test',
      nom: 'MOREAU',
      prenom: 'Inès',
    });
    const landing = await new Browser().signInWith(`${appOrigin}/auth/linkedin`, 'li-doublon', appOrigin);
    const created = (await exchange(landing.pathname.split('/')[2] as string)).json();
    expect(created.id).not.toBe(earlier.id);
    const [pair] = await t.db
      .select()
      .from(duplicateCandidates)
      .where(or(eq(duplicateCandidates.userAId, earlier.id), eq(duplicateCandidates.userBId, earlier.id)));
    expect(pair).toMatchObject({ reasons: ['EMAIL'], state: 'OUVERTE' });

    // Staff keep the earlier account; the LinkedIn identity now opens it.
    const staff = await createUser(t.db, { role: 'CEF' });
    const { token } = await signIn(t.app, staff.email);
    const headers = { authorization: `Bearer ${token}` };
    const seen = (await t.app.inject({ method: 'GET', url: `/api/doublons/${pair!.id}`, headers })).json();
    const side = (id: number) => (seen as DuplicateComparison)[seen.compteA.id === id ? 'compteA' : 'compteB'];
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/doublons/${pair!.id}/fusion`,
      headers,
      payload: {
        conserveId: earlier.id,
        versionConserve: side(earlier.id).version,
        versionFerme: side(created.id).version,
      },
    });
    expect(merged.statusCode).toBe(200);
    const again = await new Browser().signInWith(`${appOrigin}/auth/linkedin`, 'li-doublon', appOrigin);
    const body = (await exchange(again.pathname.split('/')[2] as string)).json();
    expect(body.id).toBe(earlier.id);
  });

  it('refuses an unknown exchange code', async () => {
    const response = await exchange('inconnu');
    expect(response.statusCode).toBe(401);
  });
});
