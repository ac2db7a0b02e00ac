import {
  ACCESS_MESSAGES,
  type Application,
  type ApplicationTotal,
  defaultApplicationDate,
  FORMER_MEMBER_LABEL,
  MESSAGES,
} from '@tremplin/shared';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { applications, applicationTotals, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function account(
  role: Parameters<typeof createUser>[1]['role'],
  extra: Parameters<typeof createUser>[1] = { role },
) {
  const user = await createUser(t.db, { ...extra, role });
  const session = await signIn(t.app, user.email);
  return { ...user, token: session.token };
}

const post = (token: string, uid: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/candidature/utilisateur/${uid}`, headers: bearer(token), payload });

describe('a candidate’s applications', () => {
  it('dates an application without a date 30 days ahead, and lists it', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const created = await post(me.token, me.id, {
      entreprise: 'Boulangerie Martin',
      poste: 'Vendeur',
      contacts: [{ nom: 'Martin', prenom: 'Élise', email: 'elise@martin.test' }],
    });
    expect(created.statusCode).toBe(201);
    const body = created.json() as Application;
    expect(body).toMatchObject({
      date: defaultApplicationDate(),
      statueCandidature: 'EN_ATTENTE',
      version: 0,
      utilisateurId: me.id,
      adminId: null,
    });
    expect(body.contacts).toEqual([expect.objectContaining({ nom: 'Martin', prenom: 'Élise' })]);

    const page = await t.app.inject({ url: `/api/candidature/utilisateur/${me.id}/0/10`, headers: bearer(me.token) });
    expect(page.json()).toMatchObject({ totalElements: 1, items: [{ id: body.id }] });
    const searched = await t.app.inject({
      url: `/api/candidature/utilisateur/${me.id}/0/10/boulangerie`,
      headers: bearer(me.token),
    });
    expect(searched.json()).toMatchObject({ totalElements: 1 });
    const all = await t.app.inject({ url: `/api/candidature/utilisateur/${me.id}`, headers: bearer(me.token) });
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json() as Application[]).map((a) => a.id)).toEqual([body.id]);
    const filtered = await t.app.inject({
      url: `/api/candidature/utilisateur/${me.id}/0/10?statut=ACCEPTEE`,
      headers: bearer(me.token),
    });
    expect(filtered.json()).toMatchObject({ totalElements: 0 });
    const counted = await t.app.inject({
      url: `/api/candidature/utilisateur/${me.id}/count`,
      headers: bearer(me.token),
    });
    expect(counted.json()).toEqual({ nb: 1 });
  });

  it('keeps a given date and answers a date range', async () => {
    const me = await account('EMPLOYE');
    await post(me.token, me.id, { entreprise: 'A', poste: 'P', date: '2026-03-10' });
    await post(me.token, me.id, { entreprise: 'B', poste: 'P', date: '2026-05-01' });
    const range = await t.app.inject({
      url: `/api/candidature/utilisateur/${me.id}/dateRange/2026-03-01/2026-03-31`,
      headers: bearer(me.token),
    });
    expect(range.statusCode).toBe(200);
    expect((range.json() as Application[]).map((a) => a.entreprise)).toEqual(['A']);
    const reversed = await t.app.inject({
      url: `/api/candidature/utilisateur/${me.id}/dateRange/2026-04-01/2026-03-01`,
      headers: bearer(me.token),
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const me = await account('ALTERNANT');
    const created = (await post(me.token, me.id, { entreprise: 'Atelier', poste: 'Soudeur' }).then((r) =>
      r.json(),
    )) as Application;
    const put = (version: number, statueCandidature: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/candidature/utilisateur/${me.id}`,
        headers: bearer(me.token),
        payload: {
          id: created.id,
          version,
          entreprise: 'Atelier',
          poste: 'Soudeur',
          date: created.date,
          statueCandidature,
        },
      });
    const first = await put(0, 'ENTRETIEN');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, statueCandidature: 'ENTRETIEN' });
    const stale = await put(0, 'REFUSEE');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: MESSAGES.conflict });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row).toMatchObject({ version: 1, statueCandidature: 'ENTRETIEN' });
  });

  it('lets neither another candidate nor a recruiter read or change it', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    const other = await account('CANDIDAT_POE');
    const recruiter = await account('RECRUTEUR');
    const created = (await post(owner.token, owner.id, { entreprise: 'Privé', poste: 'P' }).then((r) =>
      r.json(),
    )) as Application;
    const attempts = [
      t.app.inject({ url: `/api/candidature/${created.id}`, headers: bearer(other.token) }),
      t.app.inject({ url: `/api/candidature/utilisateur/${owner.id}`, headers: bearer(other.token) }),
      t.app.inject({ url: `/api/candidature/utilisateur/${owner.id}/0/10`, headers: bearer(other.token) }),
      t.app.inject({ url: `/api/candidature/utilisateur/${owner.id}/count`, headers: bearer(other.token) }),
      t.app.inject({
        url: `/api/candidature/utilisateur/${owner.id}/dateRange/2020-01-01/2040-01-01`,
        headers: bearer(other.token),
      }),
      post(other.token, owner.id, { entreprise: 'X', poste: 'Y' }),
      t.app.inject({
        method: 'PUT',
        url: `/api/candidature/utilisateur/${owner.id}`,
        headers: bearer(other.token),
        payload: { id: created.id, version: 0, entreprise: 'X', poste: 'Y' },
      }),
      // Their own uid in the path does not reach someone else's application either.
      t.app.inject({
        method: 'PUT',
        url: `/api/candidature/utilisateur/${other.id}`,
        headers: bearer(other.token),
        payload: { id: created.id, version: 0, entreprise: 'X', poste: 'Y' },
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/candidature/${created.id}/${owner.id}`,
        headers: bearer(other.token),
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/candidature/${created.id}/${other.id}`,
        headers: bearer(other.token),
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/candidature/${created.id}/commentaire`,
        headers: bearer(other.token),
        payload: { contenu: 'Intrusion' },
      }),
      t.app.inject({ url: `/api/candidature/${created.id}`, headers: bearer(recruiter.token) }),
    ];
    for (const response of await Promise.all(attempts)) expect([403, 404]).toContain(response.statusCode);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row).toMatchObject({ entreprise: 'Privé', version: 0 });
  });

  it('lets the owner comment and delete, and staff read', async () => {
    const owner = await account('EMPLOYE');
    const cef = await account('CEF');
    const created = (await post(owner.token, owner.id, { entreprise: 'Mairie', poste: 'Agent' }).then((r) =>
      r.json(),
    )) as Application;
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/candidature/${created.id}/commentaire`,
      headers: bearer(owner.token),
      payload: { contenu: 'Relancé par téléphone' },
    });
    expect(commented.statusCode).toBe(201);
    const seen = await t.app.inject({ url: `/api/candidature/${created.id}`, headers: bearer(cef.token) });
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Application).commentaires).toEqual([
      expect.objectContaining({ contenu: 'Relancé par téléphone', auteurId: owner.id }),
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidature/${created.id}/${owner.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('staff additions', () => {
  it('adds one offer to many candidates, or to none when one is unknown', async () => {
    const cef = await account('CEF');
    const candidates = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' })));
    const ids = candidates.map((c) => c.id);
    const batch = (candidatIds: number[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/candidature-multiple',
        headers: bearer(cef.token),
        payload: { candidatIds, candidature: { entreprise: 'Transports Lemaire', poste: 'Chauffeur' } },
      });
    const recruiter = await createUser(t.db, { role: 'RECRUTEUR' });
    const refused = await batch([...ids, recruiter.id]);
    expect(refused.statusCode).toBe(400);
    const none = await t.db.select().from(applications).where(eq(applications.entreprise, 'Transports Lemaire'));
    expect(none).toHaveLength(0);

    const added = await batch(ids);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ totalElements: 5 });
    const rows = await t.db.select().from(applications).where(eq(applications.entreprise, 'Transports Lemaire'));
    expect(rows.map((r) => r.utilisateurId).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.adminId === cef.id && r.date === defaultApplicationDate())).toBe(true);
  });

  it('adds for one candidate with the staff member recorded, and is refused to candidates', async () => {
    const assistant = await account('ASSISTANT');
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/candidature/${assistant.id}/${candidate.id}`,
      headers: bearer(assistant.token),
      payload: { entreprise: 'Hôpital', poste: 'ASH', date: '' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      adminId: assistant.id,
      utilisateurId: candidate.id,
      date: defaultApplicationDate(),
    });
    const byCandidate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/candidature-multiple',
      headers: bearer(candidate.token),
      payload: { candidatIds: [candidate.id], candidature: { entreprise: 'X', poste: 'Y' } },
    });
    expect(byCandidate.statusCode).toBe(403);
    expect(byCandidate.json()).toMatchObject({ message: ACCESS_MESSAGES.roleForbidden });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidature/${(added.json() as Application).id}/${assistant.id}`,
      headers: bearer(assistant.token),
    });
    expect(deleted.statusCode).toBe(204);
  });
});

describe('totals per candidate', () => {
  it('counts, sorts by every column both ways, searches, and shows N/A', async () => {
    const admin = await account('ADMIN');
    const referent = await createUser(t.db, { role: 'CEF', nom: 'ZOLA', prenom: 'Émile' });
    const a = await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      nom: 'AAAATOTAL',
      prenom: 'Zoé',
      ville: 'Lyon',
      referentCEFId: referent.id,
    });
    const b = await createUser(t.db, { role: 'EMPLOYE', nom: 'AAAATOTAL', prenom: 'Yann', ville: null });
    for (const [user, n] of [
      [a, 3],
      [b, 1],
    ] as const)
      await t.db.insert(applications).values(
        Array.from({ length: n }, () => ({
          utilisateurId: user.id,
          entreprise: 'E',
          poste: 'P',
          date: '2026-01-01',
        })),
      );
    const get = async (path: string) => {
      const response = await t.app.inject({ url: `/api/candidature/${path}`, headers: bearer(admin.token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: ApplicationTotal[]; totalElements: number };
    };
    const found = await get('countForEach/0/10/nom/aaaatotal');
    expect(found.totalElements).toBe(2);
    const byA = found.items.find((r) => r.utilisateurId === a.id);
    const byB = found.items.find((r) => r.utilisateurId === b.id);
    expect(byA).toMatchObject({ total: 3, ville: 'Lyon', referent: 'ZOLA Émile', referentCEFId: referent.id });
    expect(byB).toMatchObject({ total: 1, ville: 'N/A', referent: 'N/A', referentCEFId: 0 });

    expect((await get('countForEachOrdered/0/10/total/desc/nom/aaaatotal')).items.map((r) => r.total)).toEqual([3, 1]);
    expect((await get('countForEachOrdered/0/10/total/asc/nom/aaaatotal')).items.map((r) => r.total)).toEqual([1, 3]);
    expect((await get('countForEachOrdered/0/10/prenom/asc/nom/aaaatotal')).items.map((r) => r.prenom)).toEqual([
      'Yann',
      'Zoé',
    ]);
    expect((await get('countForEachOrdered/0/10/prenom/desc/nom/aaaatotal')).items.map((r) => r.prenom)).toEqual([
      'Zoé',
      'Yann',
    ]);
    for (const header of ['nom', 'email', 'ville', 'referent'])
      for (const direction of ['asc', 'desc'])
        expect((await get(`countForEachOrdered/0/10/${header}/${direction}/nom/aaaatotal`)).totalElements).toBe(2);
    expect((await get('countForEach/0/10/referent/zola')).items.map((r) => r.utilisateurId)).toEqual([a.id]);
    expect((await get('countForEach/0/10/ville/lyon')).items.map((r) => r.utilisateurId)).toContain(a.id);

    // A candidate's new city and their referent's new name show at once.
    await t.db.update(users).set({ ville: 'Annecy' }).where(eq(users.id, a.id));
    await t.db.update(users).set({ nom: 'HUGO', prenom: 'Victor' }).where(eq(users.id, referent.id));
    expect((await get('countForEach/0/10/referent/hugo')).items).toEqual([
      expect.objectContaining({ utilisateurId: a.id, ville: 'Annecy', referent: 'HUGO Victor' }),
    ]);

    // The trigger keeps the counter in the same transaction as a delete.
    await t.db.delete(applications).where(eq(applications.utilisateurId, b.id));
    const [counter] = await t.db.select().from(applicationTotals).where(eq(applicationTotals.utilisateurId, b.id));
    expect(counter?.total).toBe(0);
    expect((await get('countForEach/0/10/nom/aaaatotal')).items.map((r) => r.utilisateurId)).toEqual([a.id]);

    const page = await get('countForEach/0/1');
    expect(page.items).toHaveLength(1);
    const bad = await t.app.inject({
      url: '/api/candidature/countForEachOrdered/0/10/motdepasse/asc',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const refused = await t.app.inject({ url: '/api/candidature/countForEach/0/10', headers: bearer(candidate.token) });
    expect(refused.statusCode).toBe(403);
  });

  it('counts the applications of erased candidates in one « Ancien membre » row, sorted and paged like the others', async () => {
    const admin = await account('ADMIN');
    const get = async (path: string) => {
      const response = await t.app.inject({ url: `/api/candidature/${path}`, headers: bearer(admin.token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: ApplicationTotal[]; totalElements: number };
    };
    const add = (utilisateurId: number, n: number) =>
      t.db
        .insert(applications)
        .values(Array.from({ length: n }, () => ({ utilisateurId, entreprise: 'E', poste: 'P', date: '2026-02-01' })))
        .returning({ id: applications.id });
    const gone = [
      await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', nom: 'PARTI' }),
      await createUser(t.db, { role: 'ALTERNANT', nom: 'PARTIE' }),
    ];
    await add(gone[0]!.id, 2);
    await add(gone[1]!.id, 3);
    const kept = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', nom: 'Ancienne', prenom: 'Basile' });
    const keptIds = await add(kept.id, 1);
    const erase = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/${id}/effacement`,
        headers: bearer(admin.token),
        payload: { motif: 'Demande écrite' },
      });
    for (const user of gone) expect((await erase(user.id)).statusCode).toBe(200);

    const found = await get('countForEach/0/10/nom/ancien');
    expect(found.totalElements).toBe(2);
    expect(found.items).toContainEqual({
      utilisateurId: null,
      nom: FORMER_MEMBER_LABEL,
      prenom: '',
      email: '',
      ville: 'N/A',
      referentCEFId: 0,
      referent: 'N/A',
      total: 5,
    });
    expect((await get('countForEach/0/10/nom/parti')).totalElements).toBe(0);
    // By name « Ancien membre » sorts before « Ancienne » (after it descending); by total (5 against 1), after it.
    const names = async (path: string) => (await get(path)).items.map((r) => r.nom);
    expect(await names('countForEachOrdered/0/10/nom/asc/nom/ancien')).toEqual([FORMER_MEMBER_LABEL, 'Ancienne']);
    expect(await names('countForEachOrdered/0/10/nom/desc/nom/ancien')).toEqual(['Ancienne', FORMER_MEMBER_LABEL]);
    expect(await names('countForEachOrdered/0/10/total/asc/nom/ancien')).toEqual(['Ancienne', FORMER_MEMBER_LABEL]);
    // A page holding only the « Ancien membre » row, one holding a candidate, and one past the end all tell the total.
    expect(await get('countForEachOrdered/0/1/nom/asc/nom/ancien')).toMatchObject({
      totalElements: 2,
      items: [{ nom: FORMER_MEMBER_LABEL }],
    });
    expect(await get('countForEachOrdered/1/1/nom/asc/nom/ancien')).toMatchObject({
      totalElements: 2,
      items: [{ nom: 'Ancienne' }],
    });
    expect(await get('countForEach/3/10/nom/ancien')).toEqual({ totalElements: 2, items: [] });
    // Page by page, every row comes once, in the same order as in one page.
    const whole = (await get('countForEachOrdered/0/100/total/desc')).items.map((r) => r.utilisateurId);
    const paged: (number | null)[] = [];
    for (let p = 0; p < whole.length; p += 1)
      paged.push(...(await get(`countForEachOrdered/${p}/1/total/desc`)).items.map((r) => r.utilisateurId));
    expect(paged).toEqual(whole);
    expect(whole.filter((id) => id === null)).toHaveLength(1);

    // The candidate's own views and staff's lookups never show an application without owner as theirs.
    const me = await signIn(t.app, kept.email);
    const own = await t.app.inject({ url: `/api/candidature/utilisateur/${kept.id}/0/10`, headers: bearer(me.token) });
    expect(own.json()).toMatchObject({ totalElements: 1, items: [{ id: keptIds[0]!.id }] });
    const [orphan] = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(isNull(applications.utilisateurId));
    const asCandidate = await t.app.inject({ url: `/api/candidature/${orphan!.id}`, headers: bearer(me.token) });
    expect(asCandidate.statusCode).toBe(403);
    const asStaff = await t.app.inject({ url: `/api/candidature/${orphan!.id}`, headers: bearer(admin.token) });
    expect(asStaff.json()).toMatchObject({ utilisateurId: null, entreprise: 'E', commentaires: [], contacts: [] });
  });

  it('shows, without a search, as many rows as there are candidates with applications, whatever changed them', async () => {
    const admin = await account('ADMIN');
    const shown = async () => {
      const response = await t.app.inject({ url: '/api/candidature/countForEach/0/10', headers: bearer(admin.token) });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { totalElements: number }).totalElements;
    };
    // What reading every row finds: candidates with a total, and one row for applications left without owner.
    const counted = async () => {
      const { rows } = (await t.db.execute(
        sql`select (select count(*)::int from application_totals where total > 0)
          + (select (count(*) > 0)::int from applications where utilisateur_id is null) as n`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    };
    const add = (utilisateurId: number, n: number) =>
      t.db
        .insert(applications)
        .values(Array.from({ length: n }, () => ({ utilisateurId, entreprise: 'E', poste: 'P', date: '2026-03-01' })));
    const before = await shown();
    expect(before).toBe(await counted());
    const x = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', nom: 'COMPTEX' });
    const y = await createUser(t.db, { role: 'ALTERNANT', nom: 'COMPTEY' });
    await add(x.id, 2);
    await add(y.id, 1);
    expect(await shown()).toBe(before + 2);
    // A further application of someone already counted, and a new name, change nothing.
    await add(x.id, 1);
    await t.db.update(users).set({ nom: 'COMPTEXX' }).where(eq(users.id, x.id));
    expect(await shown()).toBe(before + 2);
    await t.db.delete(applications).where(eq(applications.utilisateurId, y.id));
    expect(await shown()).toBe(before + 1);
    const [moved] = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.utilisateurId, x.id))
      .limit(1);
    await t.db.update(applications).set({ utilisateurId: y.id }).where(eq(applications.id, moved!.id));
    expect(await shown()).toBe(before + 2);
    // An account deleted leaves its application without owner; a batch adds several candidates in one statement.
    await t.db.delete(users).where(eq(users.id, y.id));
    expect(await shown()).toBe(await counted());
    const batch = await Promise.all(
      ['COMPTEA', 'COMPTEB', 'COMPTEC'].map((nom) => createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', nom })),
    );
    await t.db
      .insert(applications)
      .values(batch.map((u) => ({ utilisateurId: u.id, entreprise: 'E', poste: 'P', date: '2026-03-02' })));
    expect(await shown()).toBe(await counted());
    expect(await counted()).toBeGreaterThanOrEqual(before + 4);
  });
});
