// Every call of SPEC §7, written exactly as SPEC writes it (`{name}` segments, relative to api/, a trailing slash
// where SPEC has one), reaches the endpoint declared for it: a client written against SPEC finds every route, and
// no address is taken for another one (`GET prospect/` is the list, not `prospect/{id}` with an empty id).
import { DECLARED_ROUTES } from '@tremplin/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { createRoleAccounts, type RoleAccount } from './accounts';

/**
 * SPEC §7 as written: `METHOD path`, under api/ unless it starts with a slash; then the route it must reach, and the
 * values of placeholders that mean something else there than elsewhere.
 */
const SPEC: readonly (readonly [string, string, Record<string, string>?])[] = [
  ['POST /auth/connexion', 'POST /auth/connexion'],
  ['GET /profile/{id}', 'GET /profile/:id'],
  ['POST /motdepasse', 'POST /motdepasse'],
  ['POST /reset-motdepasse', 'POST /reset-motdepasse'],
  ['POST /auth/confirmation', 'POST /auth/confirmation'],
  ['POST /auth/refreshToken', 'POST /auth/refreshToken'],
  ['GET /auth/validate?token={token}', 'GET /auth/validate'],
  ['GET projet/utilisateur/{userId}/{a}/{b}/{c}', 'GET /api/projet/utilisateur/:userId/:page/:size/:search'],
  ['GET projet/utilisateur/{userId}/count/{x}', 'GET /api/projet/utilisateur/:userId/count/:search'],
  ['GET projet/utilisateur/{userId}', 'GET /api/projet/utilisateur/:userId'],
  ['GET projet/slug/{slug}', 'GET /api/projet/slug/:slug'],
  ['POST projet/utilisateur/{userId}', 'POST /api/projet/utilisateur/:userId'],
  ['PUT projet/utilisateur/{userId}', 'PUT /api/projet/utilisateur/:userId'],
  ['DELETE projet/{id}', 'DELETE /api/projet/:id'],
  ['POST media/{id}/{type}', 'POST /api/media/:id/:type'],
  ['DELETE media/{id}/{filename}/{type}', 'DELETE /api/media/:id/:filename/:type'],
  ['GET modele-message/{page}/{size}/{search}', 'GET /api/modele-message/:page/:size/:search'],
  ['GET modele-message/{id}', 'GET /api/modele-message/:id'],
  ['POST modele-message', 'POST /api/modele-message'],
  ['PUT modele-message', 'PUT /api/modele-message'],
  ['DELETE modele-message/{id}', 'DELETE /api/modele-message/:id'],
  ['GET message/destinataire/{uid}/{page}/{size}/{search}', 'GET /api/message/destinataire/:uid/:page/:size/:search'],
  ['GET message/expediteur/{uid}/{page}/{size}/{search}', 'GET /api/message/expediteur/:uid/:page/:size/:search'],
  ['GET message/supprime/{uid}/{page}/{size}', 'GET /api/message/supprime/:uid/:page/:size'],
  ['GET message/count/expediteur/{uid}/{search}', 'GET /api/message/count/expediteur/:uid/:search'],
  ['GET message/count/destinataire/{uid}/{search}', 'GET /api/message/count/destinataire/:uid/:search'],
  ['GET message/count/supprime/{uid}', 'GET /api/message/count/supprime/:uid'],
  ['GET message/count/nonlu/{uid}', 'GET /api/message/count/nonlu/:uid'],
  ['GET message/{id}', 'GET /api/message/:id'],
  ['DELETE message/{messageId}/{userId}', 'DELETE /api/message/:messageId/:userId'],
  ['PUT message/utilisateur/{uid}/messagelu', 'PUT /api/message/utilisateur/:uid/messagelu'],
  ['POST message/utilisateur/{uid}', 'POST /api/message/utilisateur/:uid'],
  ['GET utilisateur/{page}/{size}/{search}', 'GET /api/utilisateur/:page/:size/:search'],
  ['GET utilisateur/admin/{page}/{size}/{search}', 'GET /api/utilisateur/admin/:page/:size/:search'],
  ['GET utilisateur/parfiltre/{page}/{size}', 'GET /api/utilisateur/parfiltre/:page/:size'],
  ['GET utilisateur/pagination/{x}', 'GET /api/utilisateur/pagination/:x'],
  ['GET utilisateur/count/{search}', 'GET /api/utilisateur/count/:search'],
  ['GET utilisateur/countparfiltre', 'GET /api/utilisateur/countparfiltre'],
  ['GET utilisateur/{id}', 'GET /api/utilisateur/:id'],
  ['GET utilisateur/email/{email}', 'GET /api/utilisateur/email/:email'],
  ['GET utilisateur/cefs', 'GET /api/utilisateur/cefs'],
  ['POST utilisateur', 'POST /api/utilisateur'],
  ['PUT utilisateur/modification-infos', 'PUT /api/utilisateur/modification-infos'],
  ['PUT utilisateur/modification-infos-comp', 'PUT /api/utilisateur/modification-infos-comp'],
  ['PUT utilisateur/modification-mdp', 'PUT /api/utilisateur/modification-mdp'],
  ['PUT utilisateur/modification-liens', 'PUT /api/utilisateur/modification-liens'],
  ['PUT utilisateur/modification-video-externe', 'PUT /api/utilisateur/modification-video-externe'],
  ['GET tags/{uid}/{page}/{size}', 'GET /api/tags/:uid/:page/:size'],
  ['DELETE tags/supression-tags/{id}', 'DELETE /api/tags/supression-tags/:id'],
  ['POST tags/utilisateur/{uid}', 'POST /api/tags/utilisateur/:uid'],
  ['GET notes/{page}/{size}/{search}', 'GET /api/notes/:page/:size/:search'],
  ['GET notes/candidat/{id}/{page}/{size}/{search}', 'GET /api/notes/candidat/:id/:page/:size/:search'],
  ['GET notes/{id}', 'GET /api/notes/:id'],
  ['POST notes/{id}', 'POST /api/notes/:id'],
  ['PUT notes', 'PUT /api/notes'],
  ['DELETE notes/{id}', 'DELETE /api/notes/:id'],
  ['GET admin/{page}/{size}', 'GET /api/admin/:page/:size'],
  ['GET admin/cef/{page}/{size}', 'GET /api/admin/cef/:page/:size'],
  ['GET admin/count-filtre', 'GET /api/admin/count-filtre'],
  ['POST admin', 'POST /api/admin'],
  ['POST admin/pole-emploi', 'POST /api/admin/pole-emploi'],
  ['PUT admin/modification', 'PUT /api/admin/modification'],
  ['DELETE admin/{id}', 'DELETE /api/admin/:id'],
  ['POST admin/candidature/{cefId}/{candidatId}', 'POST /api/admin/candidature/:cefId/:candidatId'],
  ['POST admin/candidature-multiple', 'POST /api/admin/candidature-multiple'],
  ['DELETE admin/candidature/{id}/{adminId}', 'DELETE /api/admin/candidature/:id/:adminId'],
  ['GET favoris/{uid}', 'GET /api/favoris/:uid'],
  ['POST favoris/ajoutfav/{uid}/{candidateId}', 'POST /api/favoris/ajoutfav/:uid/:candidateId'],
  ['DELETE favoris/{uid}/{candidateId}', 'DELETE /api/favoris/:uid/:candidateId'],
  ['GET favoris/{uid}/{page}/{size}', 'GET /api/favoris/:uid/:page/:size'],
  ['GET favoris/countparfiltre', 'GET /api/favoris/countparfiltre'],
  ['GET competence/parId/{id}', 'GET /api/competence/parId/:id'],
  ['PUT competence/competences', 'PUT /api/competence/competences'],
  ['DELETE competence/{id}', 'DELETE /api/competence/:id'],
  ['POST competence', 'POST /api/competence'],
  ['GET competence/nopage/{search}', 'GET /api/competence/nopage/:search'],
  ['GET competence/page/{page}/{size}/{search}', 'GET /api/competence/page/:page/:size/:search'],
  ['GET competence/count/{search}', 'GET /api/competence/count/:search'],
  ['GET candidature/utilisateur/{uid}', 'GET /api/candidature/utilisateur/:uid'],
  ['GET candidature/utilisateur/{uid}/count/{search}', 'GET /api/candidature/utilisateur/:uid/count/:search'],
  [
    'GET candidature/utilisateur/{uid}/{page}/{size}/{search}',
    'GET /api/candidature/utilisateur/:uid/:page/:size/:search',
  ],
  [
    'GET candidature/utilisateur/{uid}/dateRange/{from}/{to}',
    'GET /api/candidature/utilisateur/:uid/dateRange/:from/:to',
  ],
  ['GET candidature/{id}', 'GET /api/candidature/:id'],
  ['POST candidature/utilisateur/{uid}', 'POST /api/candidature/utilisateur/:uid'],
  ['PUT candidature/utilisateur/{uid}', 'PUT /api/candidature/utilisateur/:uid'],
  ['DELETE candidature/{id}/{userId}', 'DELETE /api/candidature/:id/:userId'],
  ['GET candidature/countForEach/{page}/{size}', 'GET /api/candidature/countForEach/:page/:size'],
  [
    'GET candidature/countForEach/{page}/{size}/{search}/{value}',
    'GET /api/candidature/countForEach/:page/:size/:search/:value',
    // Here {search} names the field searched (SPEC §2.9's totals).
    { search: 'ville' },
  ],
  [
    'GET candidature/countForEachOrdered/{page}/{size}/{header}/{direction}',
    'GET /api/candidature/countForEachOrdered/:page/:size/:header/:direction',
  ],
  ['POST job-dating/search-by-dto/{page}/{size}', 'POST /api/job-dating/search-by-dto/:page/:size'],
  ['GET job-dating/{id}', 'GET /api/job-dating/:id'],
  ['POST job-dating', 'POST /api/job-dating'],
  ['PUT job-dating', 'PUT /api/job-dating'],
  ['DELETE job-dating/{id}', 'DELETE /api/job-dating/:id'],
  ['POST invitationJD/search-by-dto/{page}/{size}', 'POST /api/invitationJD/search-by-dto/:page/:size'],
  ['GET invitationJD/{id}', 'GET /api/invitationJD/:id'],
  ['POST invitationJD/envoyer', 'POST /api/invitationJD/envoyer'],
  ['PUT invitationJD/{id}/accepter', 'PUT /api/invitationJD/:id/accepter'],
  ['PUT invitationJD/{id}/annuler', 'PUT /api/invitationJD/:id/annuler'],
  ['POST entretien', 'POST /api/entretien'],
  ['GET prospect/', 'GET /api/prospect'],
  ['GET prospect/{id}', 'GET /api/prospect/:id'],
  ['POST prospect/create', 'POST /api/prospect/create'],
  ['PUT prospect/update', 'PUT /api/prospect/update'],
  ['DELETE prospect/delete/{id}', 'DELETE /api/prospect/delete/:id'],
  ['GET prospect/exportCSV', 'GET /api/prospect/exportCSV'],
  ['POST prospect/importCSV', 'POST /api/prospect/importCSV'],
  ['GET ntc/', 'GET /api/ntc'],
  ['GET ntc/{id}', 'GET /api/ntc/:id'],
  ['POST ntc/create', 'POST /api/ntc/create'],
  ['PUT ntc/update', 'PUT /api/ntc/update'],
  ['DELETE ntc/delete/{id}', 'DELETE /api/ntc/delete/:id'],
  ['GET constants/getVilles', 'GET /api/constants/getVilles'],
];

/** A value each SPEC placeholder may take: an id nobody has, except where a person's own id is expected. */
const SAMPLE: Record<string, (self: number) => string> = {
  page: () => '0',
  size: () => '10',
  a: () => '0',
  b: () => '10',
  c: () => 'soudeur',
  x: () => '1',
  search: () => 'soudeur',
  value: () => 'Lyon',
  slug: () => 'projet-inconnu',
  type: () => 'CV',
  filename: () => 'cv.pdf',
  email: () => 'personne@exemple.test',
  token: () => 'jeton',
  from: () => '2026-01-01',
  to: () => '2026-12-31',
  header: () => 'total',
  direction: () => 'desc',
  uid: (self) => String(self),
  userId: (self) => String(self),
  cefId: (self) => String(self),
  adminId: (self) => String(self),
};

/** The concrete address of a SPEC call: under /api/ unless written from the root, placeholders filled. */
const addressOf = (written: string, self: number, values: Record<string, string> = {}) => {
  const [method, path] = written.split(' ') as [string, string];
  const absolute = path.startsWith('/') ? path : `/api/${path}`;
  return {
    method,
    url: absolute.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? (SAMPLE[name] ?? (() => '999999'))(self)),
  };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: RoleAccount;
/** A router holding the declared routes only, as the API's router is configured, to read which one a path takes. */
const declared = Fastify({ routerOptions: { ignoreTrailingSlash: true } });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createRoleAccounts(t.app, t.db)).ADMIN;
  for (const key of DECLARED_ROUTES.keys()) {
    const [method, url] = key.split(' ') as ['GET', string];
    declared.route({ method, url, handler: async (request) => ({ key, params: request.params }) });
  }
  await declared.ready();
});
afterAll(async () => {
  await declared.close();
  await t?.close();
});

describe('SPEC §7 as written', () => {
  it('reaches the declared route of every call, with path values its declaration accepts', async () => {
    const wrong: string[] = [];
    for (const [written, expected, values] of SPEC) {
      const { method, url } = addressOf(written, admin.id, values);
      const found = await declared.inject({ method: method as 'GET', url });
      const { key, params } = found.statusCode === 200 ? found.json() : { key: 'aucune', params: {} };
      if (key !== expected) wrong.push(`${written} → ${key} (attendu ${expected})`);
      else if (DECLARED_ROUTES.get(key)?.params?.safeParse(params).success === false)
        wrong.push(`${written} → ${key} refuse ${JSON.stringify(params)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is answered by the API for every call, none taken for an unknown or another route', async () => {
    const unknown: string[] = [];
    for (const [written, , values] of SPEC) {
      const { method, url } = addressOf(written, admin.id, values);
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${admin.token}`, 'x-forwarded-for': '10.8.0.1' },
        ...(['POST', 'PUT'].includes(method) ? { payload: {} } : {}),
      });
      if (response.statusCode === 404 && /^Route .* not found$/.test(response.json().message ?? ''))
        unknown.push(written);
      // A reading with well-formed values is never refused as malformed: its address was not taken for another.
      else if (method === 'GET' && response.statusCode === 400) unknown.push(`${written} : ${response.body}`);
    }
    expect(unknown).toEqual([]);
  });
});
