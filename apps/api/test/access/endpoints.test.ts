// Generated access test: every guarded API route, called anonymously, by each of the eight roles, and aimed at
// another user's id, is refused (401/403) or let through exactly as its declaration in the shared contract says.
import {
  ACCESS_MESSAGES,
  DECLARED_ROUTES,
  decideEndpointAccess,
  type EndpointPermission,
  MESSAGES,
  ROLES,
  type Role,
} from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { features } from '../../src/features';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { createRoleAccounts, createUser, type RoleAccount, signIn } from './accounts';

/** SPEC §7, written out by hand in Fastify's path form: each call must be declared. */
const SPEC_CALLS = [
  'POST /auth/connexion',
  'GET /profile/:id',
  'POST /motdepasse',
  'POST /reset-motdepasse',
  'POST /auth/confirmation',
  'POST /auth/refreshToken',
  'GET /auth/validate',
  'GET /api/projet/utilisateur/:userId/:page/:size/:search',
  'GET /api/projet/utilisateur/:userId/count/:search',
  'GET /api/projet/utilisateur/:userId',
  'GET /api/projet/slug/:slug',
  'POST /api/projet/utilisateur/:userId',
  'PUT /api/projet/utilisateur/:userId',
  'DELETE /api/projet/:id',
  'POST /api/media/:id/:type',
  'DELETE /api/media/:id/:filename/:type',
  'GET /api/modele-message/:page/:size/:search',
  'GET /api/modele-message/:id',
  'POST /api/modele-message',
  'PUT /api/modele-message',
  'DELETE /api/modele-message/:id',
  'GET /api/message/destinataire/:uid/:page/:size/:search',
  'GET /api/message/expediteur/:uid/:page/:size/:search',
  'GET /api/message/supprime/:uid/:page/:size',
  'GET /api/message/count/expediteur/:uid/:search',
  'GET /api/message/count/destinataire/:uid/:search',
  'GET /api/message/count/supprime/:uid',
  'GET /api/message/count/nonlu/:uid',
  'GET /api/message/:id',
  'DELETE /api/message/:messageId/:userId',
  'PUT /api/message/utilisateur/:uid/messagelu',
  'POST /api/message/utilisateur/:uid',
  'GET /api/utilisateur/:page/:size/:search',
  'GET /api/utilisateur/admin/:page/:size/:search',
  'GET /api/utilisateur/parfiltre/:page/:size',
  'GET /api/utilisateur/pagination/:x',
  'GET /api/utilisateur/count/:search',
  'GET /api/utilisateur/countparfiltre',
  'GET /api/utilisateur/:id',
  'GET /api/utilisateur/email/:email',
  'GET /api/utilisateur/cefs',
  'POST /api/utilisateur',
  'PUT /api/utilisateur/modification-infos',
  'PUT /api/utilisateur/modification-infos-comp',
  'PUT /api/utilisateur/modification-mdp',
  'PUT /api/utilisateur/modification-liens',
  'PUT /api/utilisateur/modification-video-externe',
  'GET /api/tags/:uid/:page/:size',
  'DELETE /api/tags/supression-tags/:id',
  'POST /api/tags/utilisateur/:uid',
  'GET /api/notes/:page/:size/:search',
  'GET /api/notes/candidat/:id/:page/:size/:search',
  'GET /api/notes/:id',
  'POST /api/notes/:id',
  'PUT /api/notes',
  'DELETE /api/notes/:id',
  'GET /api/admin/:page/:size',
  'GET /api/admin/cef/:page/:size',
  'GET /api/admin/count-filtre',
  'POST /api/admin',
  'POST /api/admin/pole-emploi',
  'PUT /api/admin/modification',
  'DELETE /api/admin/:id',
  'POST /api/admin/candidature/:cefId/:candidatId',
  'POST /api/admin/candidature-multiple',
  'DELETE /api/admin/candidature/:id/:adminId',
  'GET /api/favoris/:uid',
  'POST /api/favoris/ajoutfav/:uid/:candidateId',
  'DELETE /api/favoris/:uid/:candidateId',
  'GET /api/favoris/:uid/:page/:size',
  'GET /api/favoris/countparfiltre',
  'GET /api/competence/parId/:id',
  'PUT /api/competence/competences',
  'DELETE /api/competence/:id',
  'POST /api/competence',
  'GET /api/competence/nopage/:search',
  'GET /api/competence/page/:page/:size/:search',
  'GET /api/competence/count/:search',
  'GET /api/candidature/utilisateur/:uid',
  'GET /api/candidature/utilisateur/:uid/count/:search',
  'GET /api/candidature/utilisateur/:uid/:page/:size/:search',
  'GET /api/candidature/utilisateur/:uid/dateRange/:from/:to',
  'GET /api/candidature/:id',
  'POST /api/candidature/utilisateur/:uid',
  'PUT /api/candidature/utilisateur/:uid',
  'DELETE /api/candidature/:id/:userId',
  'GET /api/candidature/countForEach/:page/:size',
  'GET /api/candidature/countForEach/:page/:size/:search/:value',
  'GET /api/candidature/countForEachOrdered/:page/:size/:header/:direction',
  'GET /api/candidature/countForEachOrdered/:page/:size/:header/:direction/:search/:value',
  'POST /api/job-dating/search-by-dto/:page/:size',
  'GET /api/job-dating/:id',
  'POST /api/job-dating',
  'PUT /api/job-dating',
  'DELETE /api/job-dating/:id',
  'POST /api/invitationJD/search-by-dto/:page/:size',
  'GET /api/invitationJD/:id',
  'POST /api/invitationJD/envoyer',
  'PUT /api/invitationJD/:id/accepter',
  'PUT /api/invitationJD/:id/annuler',
  'POST /api/entretien',
  'GET /api/prospect',
  'GET /api/prospect/:id',
  'POST /api/prospect/create',
  'PUT /api/prospect/update',
  'DELETE /api/prospect/delete/:id',
  'GET /api/prospect/exportCSV',
  'POST /api/prospect/importCSV',
  'GET /api/ntc',
  'GET /api/ntc/:id',
  'POST /api/ntc/create',
  'PUT /api/ntc/update',
  'DELETE /api/ntc/delete/:id',
  'GET /api/constants/getVilles',
];

/** Calls this work defines beyond SPEC §7, documented in OpenAPI. */
const DEFINED_HERE = [
  'POST /api/modele-message/apercu',
  'POST /api/modele-message/envoi-groupe',
  'POST /api/invitationJD/groupe/apercu/:page/:size',
  'POST /api/invitationJD/groupe',
  'GET /api/recherches-enregistrees',
  'POST /api/recherches-enregistrees',
  'PUT /api/recherches-enregistrees/:id',
  'DELETE /api/recherches-enregistrees/:id',
  'POST /api/recherches-enregistrees/desabonnement',
  'POST /auth/deconnexion',
  'GET /auth/linkedin',
  'GET /auth/linkedin/callback',
  'POST /auth/linkedin/echange',
  'PUT /api/utilisateur/desactivation/:id',
  'GET /api/captcha/challenge',
  'GET /api/entretien/agenda/:periode/:page/:size',
  'POST /auth/invitation',
  'GET /api/admin/:id/invitation',
  'POST /api/admin/:id/invitation',
  'PUT /api/invitationJD/:id/presence',
  'GET /api/formations/indicateurs/candidatures',
  'GET /api/formations/indicateurs/entonnoir',
  'GET /api/formations/indicateurs/premier-entretien',
  'GET /api/formations/indicateurs/job-datings',
  'GET /api/formations/indicateurs/portefeuilles',
  'GET /api/formations/indicateurs/:indicateur/csv',
  'POST /api/suivi-formation',
  'POST /api/suivi-formation/reponse',
  'GET /api/formations/suivis/sans-reponse',
  'GET /api/doublons',
  'GET /api/doublons/compte/:id',
  'GET /api/doublons/:id',
  'POST /api/doublons/:id/ecarter',
  'POST /api/doublons/:id/fusion',
  'POST /auth/double-authentification/verification',
  'POST /auth/double-authentification/enrolement',
  'POST /auth/double-authentification/activation',
  'GET /api/double-authentification',
  'POST /api/double-authentification/enrolement',
  'POST /api/double-authentification/activation',
  'POST /api/double-authentification/desactivation',
  'POST /api/double-authentification/codes-secours',
  'GET /api/admin/:id/double-authentification',
  'DELETE /api/admin/:id/double-authentification',
];

describe('the declarations', () => {
  it('declare every SPEC §7 call and every call defined here', () => {
    // Parameter names are the implementers' choice; the call is its method and the shape of its path.
    const shape = (key: string) => key.replace(/:[A-Za-z]+/g, ':');
    const rows = new Set([...DECLARED_ROUTES.keys()].map(shape));
    const missing = [...SPEC_CALLS, ...DEFINED_HERE].filter((key) => !rows.has(shape(key)));
    expect(missing).toEqual([]);
  });

  it('declare the variant without {search} for every call ending with one (DESIGN)', () => {
    const missing = [...DECLARED_ROUTES.keys()]
      .filter((key) => key.endsWith('/:search'))
      .map((key) => key.replace(/\/:search$/, ''))
      .filter((key) => !DECLARED_ROUTES.has(key));
    expect(missing).toEqual([]);
  });

  it('make start-up fail when a route has none', async () => {
    const unlisted: FastifyPluginAsync = async (app) => {
      app.get('/api/oubliee', async () => ({}));
    };
    features.push(unlisted);
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CAPTCHA_PROVIDER: 'none',
      WEB_DIST: '/nonexistent',
    });
    try {
      await expect(buildApp(config, { database, closeDatabase: false, logger: false })).rejects.toThrow(
        'GET /api/oubliee has no declaration',
      );
    } finally {
      features.pop();
      await database.close();
    }
  });
});

type Caller = { label: string; account: RoleAccount | null; aimAt: 'self' | 'other' };

let t: Awaited<ReturnType<typeof createTestApp>>;
let accounts: Record<Role, RoleAccount>;
let otherUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  accounts = await createRoleAccounts(t.app, t.db);
  otherUserId = (await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' })).id;
});
afterAll(async () => t?.close());

/** Placeholder values; the owner field names the caller (or the other user when aimed at them). */
function buildRequest(url: string, permission: EndpointPermission, ownerId: string) {
  // The account a call acts on is named like an owner: the caller, or the other user (a job seeker, within every
  // staff member's rank; the rank rule has its own matrix in account-rank.test.ts).
  const owner = permission.owner ?? permission.account;
  const path = url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    owner?.in === 'params' && owner.name === name ? ownerId : name === 'email' ? 'x@exemple.test' : '1',
  );
  const body = owner?.in === 'body' ? { [owner.name]: Number(ownerId) } : {};
  return { path, body, params: owner?.in === 'params' ? { [owner.name]: ownerId } : {} };
}

const GUARD_MESSAGES: string[] = [...Object.values(ACCESS_MESSAGES), MESSAGES.unauthenticated];

describe('every guarded route', () => {
  it('is collected, declared, and matches what the router knows', () => {
    const routes = t.app.guardedEndpoints.filter((e) => e.method !== 'HEAD');
    for (const route of routes) expect(DECLARED_ROUTES.get(`${route.method} ${route.url}`)).toBe(route.permission);
    const collected = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const key of DEFINED_HERE) expect(collected.has(key)).toBe(true);
    // Asked the other way round, through the router: a declared route exists exactly when it was collected.
    for (const key of DECLARED_ROUTES.keys()) {
      const [method, url] = key.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), key).toBe(collected.has(key));
    }
  });

  it('answers anonymous, each role, and each role aimed at another user, as the declarations say', async () => {
    const callers: Caller[] = [
      { label: 'anonyme', account: null, aimAt: 'self' },
      ...ROLES.map((role) => ({ label: role, account: accounts[role], aimAt: 'self' as const })),
      ...ROLES.map((role) => ({ label: `${role} → autrui`, account: accounts[role], aimAt: 'other' as const })),
    ];
    const routes = t.app.guardedEndpoints.filter((e) => e.method !== 'HEAD');
    // The self-deactivation calls end the sessions they run with at once: they go last of all.
    const endsSession = (url: string, caller: Caller) => url.includes('desactivation') && caller.aimAt === 'self';
    const pairs = routes
      .flatMap((route) => callers.map((caller) => ({ ...route, caller })))
      .sort((a, b) => Number(endsSession(a.url, a.caller)) - Number(endsSession(b.url, b.caller)));
    const wrong: string[] = [];
    let cells = 0;
    for (const { method, url, permission, caller } of pairs) {
      const ownerId = caller.aimAt === 'other' ? String(otherUserId) : String(caller.account?.id ?? 1);
      const { path, body, params } = buildRequest(url, permission, ownerId);
      const user = caller.account ? { id: caller.account.id, role: caller.account.role } : null;
      const expected = decideEndpointAccess(permission, { params, body }, user);
      const response = await t.app.inject({
        method: method as 'GET',
        url: path,
        headers: {
          ...(caller.account ? { authorization: `Bearer ${caller.account.token}` } : {}),
          'x-forwarded-for': `10.9.${cells % 250}.1`,
        },
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: body } : {}),
      });
      cells += 1;
      const message = response.statusCode === 401 || response.statusCode === 403 ? response.json().message : '';
      const refusedByGuard = GUARD_MESSAGES.includes(message);
      const expectedStatus =
        expected === 'allow' ? null : expected === 'unauthenticated' ? 401 : (403 as number | null);
      const ok = expectedStatus === null ? !refusedByGuard : response.statusCode === expectedStatus && refusedByGuard;
      if (!ok)
        wrong.push(`${method} ${path} as ${caller.label}: expected ${expected}, got ${response.statusCode} ${message}`);
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(pairs.length);
  }, 180_000);

  it('refuses with the French messages of each case', async () => {
    // The accounts of the table deactivated themselves above.
    const seeker = await signIn(t.app, (await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' })).email);
    const anonymous = await t.app.inject({ method: 'GET', url: `/profile/${seeker.id}` });
    expect(anonymous.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: ACCESS_MESSAGES.signInRequired,
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/profile/${otherUserId}`,
      headers: { authorization: `Bearer ${seeker.token}` },
    });
    expect(other.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: ACCESS_MESSAGES.notOwner });
  });
});
