import { ACCESS_MESSAGES, MESSAGES, type PublicUser } from '@tremplin/shared';
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
  const session = await signIn(t.app, user.email);
  return { ...user, token: session.token };
}

const get = (id: number, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/utilisateur/${id}`, headers: token ? bearer(token) : {} });
const put = (path: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/utilisateur/${path}`, headers: bearer(token), payload });

describe('profile details', () => {
  it('answers the profile without secrets', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI', { metier: 'Développeuse web' });
    const viewer = await account('RECRUTEUR');
    const response = await get(owner.id, viewer.token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ id: owner.id, metier: 'Développeuse web' });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('linkedinSubject');
  });

  it('shows a hidden profile only to its owner and staff', async () => {
    const hidden = await account('EN_RECHERCHE_EMPLOI', { visibilite: 'NON_VISIBLE' });
    for (const role of ['RECRUTEUR', 'EMPLOYE', 'EN_RECHERCHE_EMPLOI'] as const) {
      const response = await get(hidden.id, (await account(role)).token);
      expect(response.statusCode).toBe(404);
    }
    expect((await get(hidden.id, hidden.token)).statusCode).toBe(200);
    for (const role of ['ADMIN', 'CEF', 'ASSISTANT'] as const) {
      expect((await get(hidden.id, (await account(role)).token)).statusCode).toBe(200);
    }
    expect((await get(hidden.id)).statusCode).toBe(401);
  });

  it('finds a user by e-mail for staff only, and lists the advisers', async () => {
    const someone = await account('EMPLOYE');
    const cef = await account('CEF');
    const byStaff = await t.app.inject({
      method: 'GET',
      url: `/api/utilisateur/email/${encodeURIComponent(someone.email.toUpperCase())}`,
      headers: bearer(cef.token),
    });
    expect((byStaff.json() as PublicUser).id).toBe(someone.id);
    const byOther = await t.app.inject({
      method: 'GET',
      url: `/api/utilisateur/email/${encodeURIComponent(cef.email)}`,
      headers: bearer(someone.token),
    });
    expect(byOther.statusCode).toBe(403);
    const cefs = await t.app.inject({ method: 'GET', url: '/api/utilisateur/cefs', headers: bearer(someone.token) });
    expect((cefs.json() as { id: number }[]).map((c) => c.id)).toContain(cef.id);
  });
});

describe('profile updates', () => {
  const infos = (id: number, version: number, extra: Record<string, unknown> = {}) => ({
    id,
    version,
    nom: 'lefèvre',
    prenom: 'Inès',
    metier: 'Développeuse',
    ville: 'Lyon',
    visibilite: 'VISIBLE',
    typeDeContrat: 'CDI',
    photoParDefaut: 'tasse',
    description: 'Passionnée de front-end.',
    ...extra,
  });

  it('upper-cases the last name and bumps the version', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const response = await put('modification-infos', me.token, infos(me.id, 0));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nom: 'LEFÈVRE', prenom: 'Inès', version: 1, photoParDefaut: 'tasse' });
  });

  it('keeps the fields a partial update leaves out, clears those sent empty, and names a missing required one', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI', { telephone: '0601020304', commentaire: 'Suivi' });
    expect((await put('modification-infos', me.token, infos(me.id, 0))).statusCode).toBe(200);
    const partial = await put('modification-infos', me.token, {
      id: me.id,
      version: 1,
      nom: 'Lefèvre',
      prenom: 'Inès',
      visibilite: 'VISIBLE',
      ville: '',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      metier: 'Développeuse',
      description: 'Passionnée de front-end.',
      typeDeContrat: 'CDI',
      photoParDefaut: 'tasse',
      telephone: '0601020304',
      ville: null,
      version: 2,
    });
    const missing = await put('modification-infos', me.token, { id: me.id, version: 2, nom: 'Lefèvre' });
    expect(missing.statusCode).toBe(400);
    const message = (missing.json() as { message: string }).message;
    expect(message).toContain('prenom');
    expect(message).toContain('visibilite');
    expect(message).not.toMatch(/\b(invalid|expected|received|required)\b/i);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    expect((await put('modification-infos', me.token, infos(me.id, 0))).statusCode).toBe(200);
    const stale = await put('modification-infos', me.token, infos(me.id, 0, { metier: 'Boulanger' }));
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toBe(MESSAGES.conflict);
    expect(((await get(me.id, me.token)).json() as PublicUser).metier).toBe('Développeuse');
  });

  it('lets only oneself change one’s profile, staff anyone', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const other = await account('EMPLOYE');
    const recruiter = await account('RECRUTEUR');
    const refused = await put('modification-infos', other.token, infos(me.id, 0));
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { message: string }).message).toBe(ACCESS_MESSAGES.notOwner);
    expect((await put('modification-liens', recruiter.token, { id: me.id, version: 0 })).statusCode).toBe(403);
    const byCef = await put('modification-infos', (await account('CEF')).token, infos(me.id, 0));
    expect(byCef.statusCode).toBe(200);
  });

  it('saves the complementary information, but not for recruiters', async () => {
    const me = await account('CANDIDAT_POE');
    const response = await put('modification-infos-comp', me.token, {
      id: me.id,
      version: 0,
      niveauDiplome: 'Bac+2',
      nomDiplome: 'BTS SIO',
      poeInteressees: ['Développeur web', 'Technicien support'],
      titreDiplomantInteresse: 'Concepteur développeur d’applications',
      formationsCourtesInteressees: 'Accessibilité numérique',
      zoneGeographique: 'Auvergne-Rhône-Alpes',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nomDiplome: 'BTS SIO',
      poeInteressees: ['Développeur web', 'Technicien support'],
    });
    const recruiter = await account('RECRUTEUR');
    expect((await put('modification-infos-comp', recruiter.token, { id: recruiter.id, version: 0 })).statusCode).toBe(
      403,
    );
  });

  it('accepts http(s) links or empty ones, and nothing else', async () => {
    const me = await account('EMPLOYE');
    const ok = await put('modification-liens', me.token, {
      id: me.id,
      version: 0,
      linkedIn: 'https://www.linkedin.com/in/ines',
      github: 'https://github.com/ines',
      behance: '',
      twitter: null,
      instagram: 'http://instagram.com/ines',
      facebook: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ github: 'https://github.com/ines', behance: null });
    const bad = await put('modification-liens', me.token, { id: me.id, version: 1, github: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('github');
  });

  it('accepts YouTube, Vimeo and Dailymotion videos only', async () => {
    const me = await account('EMPLOYE');
    let version = 0;
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://www.dailymotion.com/video/x8abcd1',
      '',
    ]) {
      const response = await put('modification-video-externe', me.token, { id: me.id, version, urlVideoExterne: url });
      expect(response.statusCode).toBe(200);
      version += 1;
    }
    const bad = await put('modification-video-externe', me.token, {
      id: me.id,
      version,
      urlVideoExterne: 'https://exemple.test/video.mp4',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('YouTube, Vimeo ou Dailymotion');
  });
});
