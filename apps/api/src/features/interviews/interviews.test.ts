import type { AgendaEntry, Interview } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { applications, interviews, rtcPresence, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function account(role: Parameters<typeof createUser>[1]['role']) {
  const user = await createUser(t.db, { role });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}
const schedule = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/entretien', headers: bearer(token), payload });

describe('interviews', () => {
  it('dates an interview without a date now, lists it as past, and exports it as .ics', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const cef = await account('CEF');
    const [application] = await t.db
      .insert(applications)
      .values({ utilisateurId: me.id, entreprise: 'Garage Petit', poste: 'Mécanicien', date: '2026-06-01' })
      .returning();
    const before = Date.now();
    const created = await schedule(me.token, {
      utilisateurId: me.id,
      adminId: cef.id,
      candidatureId: application!.id,
      lieu: '12 rue des Lilas, Lyon',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as Interview;
    expect(Date.parse(body.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(body).toMatchObject({ candidature: 'Mécanicien — Garage Petit', adminId: cef.id, duree: 30 });

    const past = await t.app.inject({
      url: `/api/entretien/utilisateur/${me.id}/passes/0/10`,
      headers: bearer(me.token),
    });
    expect(past.json()).toMatchObject({ totalElements: 1, items: [{ id: body.id }] });
    // The staff member in charge sees it in their own list.
    const theirs = await t.app.inject({
      url: `/api/entretien/utilisateur/${cef.id}/passes/0/10`,
      headers: bearer(cef.token),
    });
    expect(theirs.json()).toMatchObject({ totalElements: 1 });

    const ics = await t.app.inject({ url: `/api/entretien/${body.id}/ics`, headers: bearer(me.token) });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toContain(`entretien-${body.id}.ics`);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('Mécanicien');
  });

  it('lists upcoming interviews soonest first, and guards updates with the version', async () => {
    const me = await account('EMPLOYE');
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const inOneDay = new Date(Date.now() + 86_400_000).toISOString();
    const a = (await schedule(me.token, { utilisateurId: me.id, date: inTwoDays }).then((r) => r.json())) as Interview;
    const b = (await schedule(me.token, { utilisateurId: me.id, date: inOneDay }).then((r) => r.json())) as Interview;
    const upcoming = await t.app.inject({
      url: `/api/entretien/utilisateur/${me.id}/a-venir/0/10`,
      headers: bearer(me.token),
    });
    expect((upcoming.json() as { items: Interview[] }).items.map((i) => i.id)).toEqual([b.id, a.id]);

    const put = (version: number, lieu: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/entretien',
        headers: bearer(me.token),
        payload: { id: a.id, version, lieu },
      });
    expect((await put(0, 'Visio')).json()).toMatchObject({ version: 1, lieu: 'Visio' });
    expect((await put(0, 'Ailleurs')).statusCode).toBe(409);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, a.id));
    expect(row?.lieu).toBe('Visio');
  });

  it('lets no other candidate read, change, export or delete it, nor schedule for someone else', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    const other = await account('ALTERNANT');
    const created = (await schedule(owner.token, { utilisateurId: owner.id }).then((r) => r.json())) as Interview;
    const attempts = await Promise.all([
      t.app.inject({ url: `/api/entretien/${created.id}`, headers: bearer(other.token) }),
      t.app.inject({ url: `/api/entretien/${created.id}/ics`, headers: bearer(other.token) }),
      t.app.inject({ url: `/api/entretien/utilisateur/${owner.id}/passes/0/10`, headers: bearer(other.token) }),
      t.app.inject({
        method: 'PUT',
        url: '/api/entretien',
        headers: bearer(other.token),
        payload: { id: created.id, version: 0, lieu: 'X' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/entretien/${created.id}`, headers: bearer(other.token) }),
      schedule(other.token, { utilisateurId: owner.id }),
    ]);
    for (const response of attempts) expect(response.statusCode).toBe(403);
    // An application of someone else cannot be attached either.
    const [foreign] = await t.db
      .insert(applications)
      .values({ utilisateurId: owner.id, entreprise: 'E', poste: 'P', date: '2026-01-01' })
      .returning();
    const linked = await schedule(other.token, { utilisateurId: other.id, candidatureId: foreign!.id });
    expect(linked.statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/entretien/${created.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(204);
  });

  it.each(['ADMIN', 'CEF', 'ASSISTANT'] as const)(
    'lets %s schedule, read, change and delete an interview for a candidate from her application',
    async (role) => {
      const adviser = await account(role);
      const candidate = await account('EN_RECHERCHE_EMPLOI');
      const [application] = await t.db
        .insert(applications)
        .values({ utilisateurId: candidate.id, entreprise: 'Boulangerie Roux', poste: 'Vendeuse', date: '2026-06-01' })
        .returning();
      const created = await schedule(adviser.token, {
        utilisateurId: candidate.id,
        candidatureId: application!.id,
        lien: 'Visioconférence Tremplin',
      });
      expect(created.statusCode, created.body).toBe(201);
      // Scheduled without an adviser named: the staff member who scheduled it is in charge.
      const body = created.json() as Interview;
      expect(body).toMatchObject({ utilisateurId: candidate.id, adminId: adviser.id, candidatureId: application!.id });
      const read = await t.app.inject({ url: `/api/entretien/${body.id}`, headers: bearer(adviser.token) });
      expect(read.statusCode).toBe(200);
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/entretien',
        headers: bearer(adviser.token),
        payload: { id: body.id, version: body.version, lien: 'Visio', duree: 45 },
      });
      expect(changed.json()).toMatchObject({ duree: 45, version: body.version + 1 });
      // The candidate sees it in her list.
      const hers = await t.app.inject({
        url: `/api/entretien/utilisateur/${candidate.id}/a-venir/0/10`,
        headers: bearer(candidate.token),
      });
      expect(hers.json()).toMatchObject({ totalElements: 0 });
      const past = await t.app.inject({
        url: `/api/entretien/utilisateur/${candidate.id}/passes/0/10`,
        headers: bearer(candidate.token),
      });
      expect(past.json()).toMatchObject({ totalElements: 1, items: [{ id: body.id }] });
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/entretien/${body.id}`,
        headers: bearer(adviser.token),
      });
      expect(removed.statusCode).toBe(204);
    },
  );

  it('refuses a recruiter and another candidate scheduling for a candidate, and staff scheduling for staff', async () => {
    const candidate = await account('CANDIDAT_POE');
    const recruiter = await account('RECRUTEUR');
    const other = await account('EMPLOYE');
    const assistant = await account('ASSISTANT');
    const cef = await account('CEF');
    expect((await schedule(recruiter.token, { utilisateurId: candidate.id })).statusCode).toBe(403);
    expect((await schedule(other.token, { utilisateurId: candidate.id })).statusCode).toBe(403);
    // An interview concerns a candidate: never a staff member, whoever schedules it.
    expect((await schedule(assistant.token, { utilisateurId: cef.id })).statusCode).toBe(400);
    // A staff member scheduled by someone else's hand: the interview and the agenda stay staff's.
    const created = (await schedule(cef.token, { utilisateurId: candidate.id }).then((r) => r.json())) as Interview;
    for (const token of [recruiter.token, other.token]) {
      expect((await t.app.inject({ url: `/api/entretien/${created.id}`, headers: bearer(token) })).statusCode).toBe(
        403,
      );
      expect(
        (await t.app.inject({ url: '/api/entretien/agenda/aujourdhui/0/10', headers: bearer(token) })).statusCode,
      ).toBe(403);
    }
    // Another staff member may act on it too (DESIGN difference 14).
    const byAssistant = await t.app.inject({
      method: 'PUT',
      url: '/api/entretien',
      headers: bearer(assistant.token),
      payload: { id: created.id, version: created.version, lieu: '3 place Bellecour, Lyon' },
    });
    expect(byAssistant.statusCode).toBe(200);
  });

  it('shows staff an agenda by tab, by adviser (in charge or referent), paged, with who is waiting', async () => {
    const cef = await account('CEF');
    const assistant = await account('ASSISTANT');
    const followed = await account('EN_RECHERCHE_EMPLOI');
    await t.db.update(users).set({ referentCEFId: cef.id }).where(eq(users.id, followed.id));
    const other = await account('ALTERNANT');
    const day = 86_400_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const make = async (token: string, values: Record<string, unknown>) =>
      (await schedule(token, values).then((r) => r.json())) as Interview;
    const today = await make(cef.token, { utilisateurId: other.id, date: at(0), lien: 'Visio' });
    // In charge: the assistant; the candidate's referent: the CEF adviser.
    const referred = await make(assistant.token, { utilisateurId: followed.id, date: at(2 * day) });
    const later = [
      await make(cef.token, { utilisateurId: other.id, date: at(3 * day) }),
      await make(cef.token, { utilisateurId: other.id, date: at(4 * day) }),
    ];
    const past = await make(cef.token, { utilisateurId: other.id, date: at(-3 * day) });
    await make(assistant.token, { utilisateurId: other.id, date: at(2 * day) });
    await t.db.insert(rtcPresence).values({
      connectionId: 'c-1',
      room: `entretien:${today.id}`,
      processId: 'p',
      userId: other.id,
      name: 'X',
      state: 'waiting',
    });

    const agenda = async (path: string, token = assistant.token) => {
      const response = await t.app.inject({ url: `/api/entretien/agenda/${path}`, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: AgendaEntry[]; totalElements: number };
    };
    const todays = await agenda(`aujourdhui/0/10?conseiller=${cef.id}`);
    expect(todays.items.map((i) => [i.id, i.enAttente])).toEqual([[today.id, true]]);
    const upcoming = await agenda(`a-venir/0/2?conseiller=${cef.id}`);
    expect(upcoming.totalElements).toBe(3);
    expect(upcoming.items.map((i) => i.id)).toEqual([referred.id, later[0]!.id]);
    expect(upcoming.items[0]).toMatchObject({ referentId: cef.id, adminId: assistant.id, enAttente: false });
    expect(upcoming.items[0]?.referent).toContain(cef.nom ?? '');
    const second = await agenda(`a-venir/1/2?conseiller=${cef.id}`, cef.token);
    expect(second.items.map((i) => i.id)).toEqual([later[1]!.id]);
    const before = await agenda(`passes/0/10?conseiller=${cef.id}`);
    expect(before.items.map((i) => i.id)).toEqual([past.id]);
    // Without the filter: every adviser's interviews.
    const all = await agenda('a-venir/0/100');
    expect(all.totalElements).toBeGreaterThan(upcoming.totalElements);
    expect(
      (await t.app.inject({ url: '/api/entretien/agenda/demain/0/10', headers: bearer(cef.token) })).statusCode,
    ).toBe(400);
  });

  it('lists the staff one may choose', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const cef = await createUser(t.db, { role: 'CEF', nom: 'CONSEIL' });
    const staff = await t.app.inject({ url: '/api/entretien/personnel', headers: bearer(me.token) });
    expect(staff.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: cef.id, role: 'CEF' })]));
  });
});
