import type { Interview } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { applications, interviews } from '../../db/schema';

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

  it('lists the staff one may choose', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const cef = await createUser(t.db, { role: 'CEF', nom: 'CONSEIL' });
    const staff = await t.app.inject({ url: '/api/entretien/personnel', headers: bearer(me.token) });
    expect(staff.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: cef.id, role: 'CEF' })]));
  });
});
