import { PROSPECT_MESSAGES, type Prospect, type ProspectPage } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, (await createUser(t.db, { role: 'CEF' })).email)).token;
});
afterAll(async () => t?.close());

const headers = () => ({ authorization: `Bearer ${token}` });
async function create(values: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/prospect/create', headers: headers(), payload: values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Prospect;
}
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/prospect?${query}`, headers: headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProspectPage;
};

describe('prospects', () => {
  it('adds every field, edits with the version (409 when stale) and deletes', async () => {
    const ntc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/ntc/create',
        headers: headers(),
        payload: { nom: 'MOREAU', prenom: 'Léa' },
      })
    ).json();
    const created = await create({
      date: '2026-03-02',
      titreDiplomant: 'Développeur web',
      entreprise: '  Société Générale ',
      urlAnnonce: 'https://exemple.fr/annonce',
      poste: 'Développeuse',
      adresse: '1 rue de la Paix',
      ville: 'Lyon',
      nomContact: 'Anne PETIT',
      posteContact: 'RH',
      mailContact: 'Anne.Petit@Exemple.fr',
      phoneContact: '06 12 34 56 78',
      commentaire: 'Rappeler lundi',
      statue: 'CONTACTE',
      ntcId: ntc.id,
    });
    expect(created).toMatchObject({
      entreprise: 'Société Générale',
      mailContact: 'anne.petit@exemple.fr',
      statue: 'CONTACTE',
      ntc: 'Léa MOREAU',
      version: 0,
    });
    const put = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/prospect/update',
        headers: headers(),
        payload: { ...created, version, statue: 'OFFRE' },
      });
    expect((await put(0)).json()).toMatchObject({ statue: 'OFFRE', version: 1 });
    const stale = await put(0);
    expect(stale.statusCode).toBe(409);

    const del = () => t.app.inject({ method: 'DELETE', url: `/api/prospect/delete/${created.id}`, headers: headers() });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).json().message).toBe(PROSPECT_MESSAGES.notFound);
  });

  it('refuses bad fields with French messages and an unknown NTC', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/prospect/create',
      headers: headers(),
      payload: { entreprise: '', mailContact: 'pas-un-mail', statue: 'PERDU', date: '31/02/2026' },
    });
    expect(bad.statusCode).toBe(400);
    const message = bad.json().message as string;
    for (const m of [
      PROSPECT_MESSAGES.entrepriseRequired,
      PROSPECT_MESSAGES.invalidEmail,
      PROSPECT_MESSAGES.invalidStatus,
      PROSPECT_MESSAGES.invalidDate,
    ])
      expect(message).toContain(m);
    const noNtc = await t.app.inject({
      method: 'POST',
      url: '/api/prospect/create',
      headers: headers(),
      payload: { entreprise: 'A', ntcId: 999999 },
    });
    expect(noNtc.json().message).toBe(PROSPECT_MESSAGES.ntcNotFound);
  });

  it('filters by search, status, city, NTC and dates, sorts, pages and counts per status', async () => {
    const ntc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/ntc/create',
        headers: headers(),
        payload: { nom: 'FAURE', prenom: 'Noé' },
      })
    ).json();
    await create({ entreprise: 'Énergie Verte', ville: 'Grenoble', date: '2026-01-10', statue: 'A_CONTACTER' });
    await create({ entreprise: 'Atelier Bois', ville: 'Grenoble', date: '2026-02-10', statue: 'RELANCE' });
    await create({ entreprise: 'Café Zinc', ville: 'Grenoble', date: '2026-03-10', statue: 'RELANCE', ntcId: ntc.id });

    const inCity = await list('ville=grenoble&tri=entreprise&ordre=asc');
    expect(inCity.items.map((p) => p.entreprise)).toEqual(['Atelier Bois', 'Café Zinc', 'Énergie Verte']);
    expect(inCity.counts).toMatchObject({ A_CONTACTER: 1, RELANCE: 2, OFFRE: 0 });

    const relance = await list('ville=grenoble&statue=RELANCE');
    expect(relance.items.map((p) => p.entreprise)).toEqual(['Café Zinc', 'Atelier Bois']);
    expect(relance.counts.A_CONTACTER).toBe(1);

    expect((await list('search=energie')).items.map((p) => p.entreprise)).toEqual(['Énergie Verte']);
    expect((await list(`ntcId=${ntc.id}`)).items.map((p) => p.entreprise)).toEqual(['Café Zinc']);
    expect((await list('ville=grenoble&du=2026-02-01&au=2026-02-28')).items.map((p) => p.entreprise)).toEqual([
      'Atelier Bois',
    ]);
    const second = await list('ville=grenoble&tri=date&ordre=asc&page=1&size=2');
    expect(second).toMatchObject({ totalElements: 3 });
    expect(second.items.map((p) => p.entreprise)).toEqual(['Café Zinc']);

    const backwards = await t.app.inject({ url: '/api/prospect?du=2026-03-01&au=2026-01-01', headers: headers() });
    expect(backwards.json().message).toContain(PROSPECT_MESSAGES.invalidRange);
  });

  it('is refused to recruiters and candidates', async () => {
    for (const role of ['RECRUTEUR', 'ALTERNANT'] as const) {
      const other = (await signIn(t.app, (await createUser(t.db, { role })).email)).token;
      const res = await t.app.inject({ url: '/api/prospect', headers: { authorization: `Bearer ${other}` } });
      expect(res.statusCode).toBe(403);
    }
  });
});
