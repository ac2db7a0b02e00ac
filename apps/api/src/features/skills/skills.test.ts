import { type Competence, SKILL_MESSAGES, type Tag } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import type { users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function account(
  role: Parameters<typeof createUser>[1]['role'],
  values: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(t.db, { role, ...values });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}

describe('skills', () => {
  it('lets ADMIN and CEF manage skills, and finds them by name or keyword without accents', async () => {
    const cef = await account('CEF');
    const assistant = await account('ASSISTANT');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/competence',
      headers: bearer(cef.token),
      payload: { nom: 'Modélisation Mérise', motsCles: 'uml, données' },
    });
    expect(created.statusCode).toBe(201);
    const skill = created.json() as Competence;
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/competence',
      headers: bearer(cef.token),
      payload: { nom: 'modélisation mérise' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect((duplicate.json() as { message: string }).message).toBe(SKILL_MESSAGES.nameTaken);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/competence',
      headers: bearer(assistant.token),
      payload: { nom: 'Autre' },
    });
    expect(refused.statusCode).toBe(403);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/competence/page/0/5/merise',
      headers: bearer(assistant.token),
    });
    expect(page.json()).toEqual({ items: [skill], totalElements: 1 });
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/competence/count/DONNEES',
      headers: bearer(cef.token),
    });
    expect(count.json()).toEqual({ nb: 1 });
    const all = await t.app.inject({ method: 'GET', url: '/api/competence/nopage' });
    expect((all.json() as Competence[]).length).toBeGreaterThanOrEqual(1);
    // French order whatever the database's collation: accented and lower-case names among the others.
    const added = ['zoologie', 'Écoute active', 'éco-conception', 'Ebénisterie'];
    for (const nom of added) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/competence',
        headers: bearer(cef.token),
        payload: { nom },
      });
      expect(reply.statusCode).toBe(201);
    }
    const listed = (await t.app.inject({ method: 'GET', url: '/api/competence/nopage/e' })).json() as Competence[];
    const names = listed.map((s) => s.nom).filter((nom) => added.includes(nom));
    expect(names).toEqual(['Ebénisterie', 'éco-conception', 'Écoute active', 'zoologie']);

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/competence/competences',
      headers: bearer(cef.token),
      payload: { id: skill.id, nom: 'Merise', motsCles: 'uml' },
    });
    expect(updated.json()).toEqual({ id: skill.id, nom: 'Merise', motsCles: 'uml' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/competence/${skill.id}`,
      headers: bearer(cef.token),
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/competence/parId/${skill.id}`,
      headers: bearer(cef.token),
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('tags', () => {
  async function skill(nom: string) {
    const admin = await account('ADMIN');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/competence',
      headers: bearer(admin.token),
      payload: { nom, motsCles: 'test' },
    });
    return response.json() as Competence;
  }

  it('adds a skill with a level to one’s own profile, once, and removes it', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const other = await account('EN_RECHERCHE_EMPLOI');
    const react = await skill(`React ${Date.now()}`);
    const add = (uid: number, token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tags/utilisateur/${uid}`,
        headers: bearer(token),
        payload: { competenceId: react.id, niveau: 4, nomTag: 'ignored', version: 0 },
      });
    const created = await add(me.id, me.token);
    expect(created.statusCode).toBe(201);
    const tag = created.json() as Tag;
    expect(tag).toMatchObject({ nomTag: react.nom, niveau: 4, utilisateurId: me.id, competenceId: react.id });
    expect((await add(me.id, me.token)).statusCode).toBe(409);
    expect((await add(me.id, other.token)).statusCode).toBe(403);

    const list = await t.app.inject({ method: 'GET', url: `/api/tags/${me.id}/0/6`, headers: bearer(other.token) });
    expect(list.json()).toEqual({ items: [tag], totalElements: 1 });

    const del = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/tags/supression-tags/${tag.id}`, headers: bearer(token) });
    expect((await del(other.token)).statusCode).toBe(403);
    expect((await del(me.token)).statusCode).toBe(200);
    expect((await del(me.token)).statusCode).toBe(404);
  });

  it('lets staff manage anyone’s tags, and hides a hidden profile’s tags', async () => {
    const hidden = await account('EN_RECHERCHE_EMPLOI', { visibilite: 'NON_VISIBLE' });
    const cef = await account('CEF');
    const docker = await skill(`Docker ${Date.now()}`);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/tags/utilisateur/${hidden.id}`,
      headers: bearer(cef.token),
      payload: { competenceId: docker.id, niveau: 2 },
    });
    expect(created.statusCode).toBe(201);
    const recruiter = await account('RECRUTEUR');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/tags/${hidden.id}/0/6`,
      headers: bearer(recruiter.token),
    });
    expect(list.statusCode).toBe(404);
  });
});
