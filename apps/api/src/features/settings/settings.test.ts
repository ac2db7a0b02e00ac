import { EMPTY_OPERATOR_SETTINGS, FEATURE_SETTINGS_EVENT, missingOperatorDetails } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { connectRealtime } from '../../../test/helpers/realtime-client';
import { createTestApp } from '../../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await t?.close();
});

const tokenOf = async (role: Parameters<typeof createUser>[1]['role']) =>
  (await signIn(t.app, (await createUser(t.db, { role })).email)).token;

describe('the prospecting menu switch', () => {
  it('starts from FEATURE_PROSPECTS, is changed by an admin only, and reaches open sockets at once', async () => {
    const read = async () => (await t.app.inject({ url: '/api/parametres/fonctionnalites' })).json();
    expect(await read()).toEqual({ prospects: false });

    const cef = await tokenOf('CEF');
    const admin = await tokenOf('ADMIN');
    const put = (token: string, prospects: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/parametres/fonctionnalites',
        headers: { authorization: `Bearer ${token}` },
        payload: { prospects },
      });
    expect((await put(cef, true)).statusCode).toBe(403);
    expect((await put(admin, 'oui')).statusCode).toBe(400);

    const listener = await connectRealtime(t.app, cef);
    try {
      await listener.waitFor((e) => e.type === 'ready', 'ready');
      const res = await put(admin, true);
      expect(res.json()).toEqual({ prospects: true });
      await listener.waitFor((e) => e.type === FEATURE_SETTINGS_EVENT && e.prospects === true, 'switch on');
      expect(await read()).toEqual({ prospects: true });
      await put(admin, false);
      await listener.waitFor((e) => e.type === FEATURE_SETTINGS_EVENT && e.prospects === false, 'switch off');
    } finally {
      listener.socket.close();
    }
  });
});

describe('the operator’s details', () => {
  it('read empty by anyone, changed by an admin only, checked, and read back as saved', async () => {
    const read = async () => (await t.app.inject({ url: '/api/parametres/editeur' })).json();
    expect(await read()).toEqual(EMPTY_OPERATOR_SETTINGS);
    const filled = {
      ...EMPTY_OPERATOR_SETTINGS,
      raisonSociale: 'Tremplin Formation SAS',
      siret: '123 456 789 00012',
      emailContact: 'contact@tremplin-formation.fr',
      reseaux: { ...EMPTY_OPERATOR_SETTINGS.reseaux, linkedin: 'https://www.linkedin.com/company/tremplin' },
      sitesSoeurs: [{ libelle: 'Tremplin Actu', url: 'https://actu.tremplin-formation.fr', description: '' }],
    };
    const put = async (role: Parameters<typeof createUser>[1]['role'], payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/parametres/editeur',
        headers: { authorization: `Bearer ${await tokenOf(role)}` },
        payload,
      });
    expect((await put('CEF', filled)).statusCode).toBe(403);
    const wrong = await put('ADMIN', { ...filled, siret: '1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Un SIRET compte 14 chiffres.');
    const saved = await put('ADMIN', filled);
    expect(saved.statusCode).toBe(200);
    expect(await read()).toEqual(filled);
    expect(missingOperatorDetails(filled)).toEqual([
      'Adresse du siège',
      'Directeur ou directrice de la publication',
      'Hébergeur (nom, adresse et téléphone)',
    ]);
  });
});
