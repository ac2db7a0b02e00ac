import { NTC_MESSAGES, type Ntc, type NtcPage, type Prospect } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, (await createUser(t.db, { role: 'ASSISTANT' })).email)).token;
});
afterAll(async () => t?.close());

const headers = () => ({ authorization: `Bearer ${token}` });

async function createNtc(values: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/ntc/create', headers: headers(), payload: values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Ntc;
}
async function createProspect(ntcId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prospect/create',
    headers: headers(),
    payload: { entreprise: 'Boulangerie Martin', ntcId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Prospect;
}
const readProspect = async (id: number) =>
  (await t.app.inject({ url: `/api/prospect/${id}`, headers: headers() })).json() as Prospect;

describe('NTC records', () => {
  it('adds, edits with the version and lists with search and the active filter', async () => {
    const created = await createNtc({ nom: 'LEFÈVRE', prenom: 'Hélène', ville: 'Lyon' });
    expect(created).toMatchObject({ actif: true, version: 0, prospects: 0 });
    await createNtc({ nom: 'GARNIER', prenom: 'Paul', ville: 'Lille', actif: false });

    const put = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/ntc/update',
        headers: headers(),
        payload: { ...created, version, ville: 'Villeurbanne' },
      });
    expect((await put(0)).json()).toMatchObject({ version: 1, ville: 'Villeurbanne' });
    expect((await put(0)).statusCode).toBe(409);

    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/ntc?${query}`, headers: headers() })).json() as NtcPage;
    expect((await list('search=lefevre helene')).items.map((n) => n.nom)).toEqual(['LEFÈVRE']);
    expect((await list('actif=false')).items.map((n) => n.nom)).toEqual(['GARNIER']);
    const paged = await list('page=1&size=1');
    expect(paged.totalElements).toBe(2);
    expect(paged.items.map((n) => n.nom)).toEqual(['LEFÈVRE']);
  });

  it('lists NTC records and prospects at the paths SPEC writes with a trailing slash', async () => {
    const ntc = await createNtc({ nom: 'PERRIN', prenom: 'Léa', ville: 'Annecy' });
    await createProspect(ntc.id);
    for (const url of ['/api/ntc/', '/api/prospect/']) {
      const res = await t.app.inject({ url, headers: headers() });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect((res.json() as { totalElements: number }).totalElements).toBeGreaterThan(0);
    }
  });

  it('names a missing first name in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ntc/create',
      headers: headers(),
      payload: { nom: 'X', prenom: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(NTC_MESSAGES.prenomRequired);
  });

  it('refuses to delete an NTC in use, saying how many prospects, then detaches or moves them on request', async () => {
    const used = await createNtc({ nom: 'ROUX', prenom: 'Inès' });
    const other = await createNtc({ nom: 'BLANC', prenom: 'Marc' });
    const a = await createProspect(used.id);
    const b = await createProspect(used.id);

    const del = (id: number, query = '') =>
      t.app.inject({ method: 'DELETE', url: `/api/ntc/delete/${id}${query}`, headers: headers() });
    const refused = await del(used.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NTC_MESSAGES.inUse(2));
    expect((await readProspect(a.id)).ntcId).toBe(used.id);

    expect((await del(used.id, '?prospects=deplacer')).json().message).toBe(NTC_MESSAGES.targetRequired);
    expect((await del(used.id, `?prospects=deplacer&versNtcId=${used.id}`)).statusCode).toBe(400);
    expect((await del(used.id, `?prospects=deplacer&versNtcId=${other.id}`)).statusCode).toBe(204);
    expect(await readProspect(a.id)).toMatchObject({ ntcId: other.id, ntc: 'Marc BLANC', version: 1 });

    expect((await del(other.id, '?prospects=detacher')).statusCode).toBe(204);
    expect(await readProspect(b.id)).toMatchObject({ ntcId: null, ntc: null });
    expect((await del(other.id)).statusCode).toBe(404);
  });

  it('is refused to recruiters and candidates', async () => {
    for (const role of ['RECRUTEUR', 'EN_RECHERCHE_EMPLOI'] as const) {
      const other = (await signIn(t.app, (await createUser(t.db, { role })).email)).token;
      const res = await t.app.inject({ url: '/api/ntc', headers: { authorization: `Bearer ${other}` } });
      expect(res.statusCode).toBe(403);
    }
  });
});
