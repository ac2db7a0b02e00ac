// Staff working on a file restarts its owner's retention, through the routes that declare it, and nothing else does.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/access/accounts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { users } from '../db/schema';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const LONG_AGO = new Date('2024-01-15T10:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(role: 'CEF' | 'EN_RECHERCHE_EMPLOI') {
  const user = await createUser(t.db, { role });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}

/** Candidates last active long ago, with a retention warning already sent. */
async function dormant(ids: number[]) {
  await t.db.update(users).set({ lastActivityAt: LONG_AGO, retentionWarnedAt: LONG_AGO }).where(inArray(users.id, ids));
}

const schedule = (token: string, utilisateurId: number) =>
  t.app.inject({ method: 'POST', url: '/api/entretien', headers: bearer(token), payload: { utilisateurId } });

const retention = async (id: number) =>
  (
    await t.db.select({ at: users.lastActivityAt, warned: users.retentionWarnedAt }).from(users).where(eq(users.id, id))
  )[0]!;

describe('staff activity', () => {
  it('restarts a candidate’s retention when staff schedule her an interview, not when she schedules her own', async () => {
    const cef = await signedIn('CEF');
    const candidate = await signedIn('EN_RECHERCHE_EMPLOI');
    await dormant([candidate.id]);

    expect((await schedule(candidate.token, candidate.id)).statusCode).toBe(201);
    expect(await retention(candidate.id)).toEqual({ at: LONG_AGO, warned: LONG_AGO });

    const before = Date.now();
    expect((await schedule(cef.token, candidate.id)).statusCode).toBe(201);
    const after = await retention(candidate.id);
    expect(after.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after.warned).toBeNull();
  });

  it('restarts every candidate of a batch, and nobody’s when the call is refused', async () => {
    const cef = await signedIn('CEF');
    const first = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const second = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const recruiter = await createUser(t.db, { role: 'RECRUTEUR' });
    await dormant([first.id, second.id]);
    const batch = (candidatIds: number[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/candidature-multiple',
        headers: bearer(cef.token),
        payload: { candidatIds, candidature: { entreprise: 'Boulangerie Martin', poste: 'Vendeuse' } },
      });

    expect((await batch([first.id, recruiter.id])).statusCode).toBe(400);
    expect((await retention(first.id)).at).toEqual(LONG_AGO);

    expect((await batch([first.id, second.id])).statusCode).toBe(201);
    for (const id of [first.id, second.id])
      expect((await retention(id)).at.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });
});
