// Hostile input gets short French refusals naming what to fix, never a 500 nor an echo: NUL characters in the
// address and in JSON, zod's refusals in French, malformed and over-long addresses, over-large headers.
import type { AddressInfo } from 'node:net';
import { INPUT_MESSAGES } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/access/accounts';
import { createTestApp } from '../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ENGLISH = /\b(invalid|expected|received|required|input|must|not found|error)\b/i;

describe('hostile input', () => {
  it('refuses a NUL character in the address, the parameters or the JSON body with a French 400 naming it', async () => {
    const seeker = await signIn(t.app, (await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' })).email);
    const cases = [
      { method: 'GET' as const, url: '/api/projet/slug/%00', where: 'l’adresse — slug' },
      { method: 'GET' as const, url: '/api/utilisateur/0/10?search=a%00b', where: 'les paramètres — search' },
      {
        method: 'POST' as const,
        url: '/auth/connexion',
        payload: { email: 'a\u0000@exemple.test', motDePasse: 'x' },
        where: 'le corps — email',
      },
      {
        method: 'PUT' as const,
        url: '/api/utilisateur/modification-infos-comp',
        payload: { id: seeker.id, version: 0, poeInteressees: ['ok', 'mal\u0000'] },
        where: 'le corps — poeInteressees[1]',
      },
    ];
    for (const { where, ...request } of cases) {
      const response = await t.app.inject({ ...request, headers: { authorization: `Bearer ${seeker.token}` } });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().message).toBe(`Données invalides dans ${where} : le caractère nul n’est pas accepté.`);
    }
  });

  it('names the field in French when a value has the wrong type or is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/connexion', payload: { email: 5 } });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toMatch(/^Données invalides dans le corps — email : .+ ; motDePasse : .+/);
    expect(message).not.toMatch(ENGLISH);
    const address = await t.app.inject({ method: 'GET', url: '/api/projet/abc' });
    expect(address.json().message).toMatch(/^Données invalides dans l’adresse — id : /);
    expect(address.json().message).not.toMatch(ENGLISH);
  });

  it('answers a malformed or over-long address shortly in French, without echoing it', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/projet/slug/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(INPUT_MESSAGES.badUrl);
    const long = `/api/projet/slug/${'a'.repeat(5000)}`;
    const tooLong = await t.app.inject({ method: 'GET', url: long });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().message).toBe(INPUT_MESSAGES.urlTooLong);
    expect(tooLong.body.length).toBeLessThan(200);
  });

  it('answers over-large headers and addresses over HTTP with a short French 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const [path, headers] of [
      [`/api/projet/slug/${'a'.repeat(100_000)}`, {}],
      ['/api/ready', { 'x-grand': 'a'.repeat(20_000) }],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      expect(response.status).toBe(431);
      const body = await response.text();
      expect(JSON.parse(body).message).toBe(INPUT_MESSAGES.headersTooLarge);
      expect(body.length).toBeLessThan(200);
    }
  });
});
