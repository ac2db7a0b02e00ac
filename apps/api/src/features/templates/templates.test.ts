import { MESSAGES, type MessageTemplate } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function token(role: Parameters<typeof createUser>[1]['role']) {
  const user = await createUser(t.db, { role });
  return (await signIn(t.app, user.email)).token;
}
const call = (tok: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${tok}` } });

describe('message templates', () => {
  it('creates, lists with search and paging, reads, updates with version and deletes', async () => {
    const cef = await token('CEF');
    const created = await call(cef, 'POST', '/api/modele-message', {
      titre: 'Relance candidature',
      sujet: 'Votre candidature',
      contenu: '<p>Bonjour <strong>{prenom}</strong><script>x()</script></p><a href="javascript:x()">a</a>',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json() as MessageTemplate;
    expect(template).toMatchObject({ titre: 'Relance candidature', version: 0 });
    expect(template.contenu).not.toMatch(/script|javascript:/);
    await call(cef, 'POST', '/api/modele-message', { titre: 'Éloge', sujet: 'Bravo', contenu: '<p>Bravo</p>' });

    const all = (await call(cef, 'GET', '/api/modele-message/0/10')).json();
    expect(all.totalElements).toBeGreaterThanOrEqual(2);
    const found = (await call(cef, 'GET', '/api/modele-message/0/10/eloge')).json();
    expect(found.items.map((x: MessageTemplate) => x.titre)).toEqual(['Éloge']);
    expect((await call(cef, 'GET', '/api/modele-message/0/1')).json().items).toHaveLength(1);

    expect((await call(cef, 'GET', `/api/modele-message/${template.id}`)).json()).toEqual(template);

    const updated = await call(cef, 'PUT', '/api/modele-message', {
      ...template,
      titre: 'Relance',
      contenu: '<p onclick="x()">Relance</p>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ titre: 'Relance', version: 1, contenu: '<p>Relance</p>' });

    const stale = await call(cef, 'PUT', '/api/modele-message', { ...template, titre: 'Périmé' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.conflict);
    expect((await call(cef, 'GET', `/api/modele-message/${template.id}`)).json().titre).toBe('Relance');

    const removed = await call(cef, 'DELETE', `/api/modele-message/${template.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MESSAGES.templateDeleted });
    expect((await call(cef, 'GET', `/api/modele-message/${template.id}`)).statusCode).toBe(404);
  });

  it('rejects missing fields with French messages', async () => {
    const admin = await token('ADMIN');
    const response = await call(admin, 'POST', '/api/modele-message', { titre: '', sujet: 'x', contenu: '<p></p>' });
    expect(response.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    for (const role of ['RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE'] as const) {
      const tok = await token(role);
      expect((await call(tok, 'GET', '/api/modele-message/0/10')).statusCode, role).toBe(403);
      expect(
        (await call(tok, 'POST', '/api/modele-message', { titre: 'a', sujet: 'b', contenu: 'c' })).statusCode,
      ).toBe(403);
    }
    const assistant = await token('ASSISTANT');
    expect((await call(assistant, 'GET', '/api/modele-message/0/10')).statusCode).toBe(200);
  });
});
