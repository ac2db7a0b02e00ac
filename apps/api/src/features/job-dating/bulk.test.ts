import {
  BULK_INVITATION_MESSAGES,
  type BulkInvitationPreview,
  type BulkInvitationResult,
  type JobDating,
} from '@tremplin/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, knownPasswordHash, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { invitations, skills, tags, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cef: string;
beforeAll(async () => {
  t = await createTestApp();
  cef = await token('CEF');
});
afterAll(async () => t?.close());

async function token(role: Parameters<typeof createUser>[1]['role']) {
  const user = await createUser(t.db, { role });
  return (await signIn(t.app, user.email)).token;
}
const call = (tok: string, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${tok}` } });

let serial = 0;
/** `n` active candidates written in one statement. */
async function candidates(n: number, values: Partial<typeof users.$inferInsert> = {}) {
  const hash = await knownPasswordHash();
  serial += 1;
  return t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `lot-${serial}-${i}-${Date.now()}@exemple.test`,
        passwordHash: hash,
        active: true,
        role: 'EN_RECHERCHE_EMPLOI' as const,
        nom: `LOT${serial}`,
        prenom: `Candidate${String(i).padStart(3, '0')}`,
        ...values,
      })),
    )
    .returning({ id: users.id, prenom: users.prenom });
}

async function jobDating() {
  const res = await call(cef, 'POST', '/api/job-dating', {
    date: '2026-12-03T09:30:00.000Z',
    lieu: 'Lyon',
    thematique: 'Numérique',
    description: '',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as JobDating).id;
}

const invitedCount = async (jobDatingId: number) =>
  (await t.db.select({ nb: count() }).from(invitations).where(eq(invitations.jobDatingId, jobDatingId)))[0]!.nb;

describe('bulk job-dating invitations', () => {
  it('invites 200 ticked candidates in one request, skipping the 2 already invited', async () => {
    const jd = await jobDating();
    const people = await candidates(200);
    for (const p of people.slice(0, 2))
      expect(
        (await call(cef, 'POST', '/api/invitationJD/envoyer', { jobDatingId: jd, candidatId: p.id })).statusCode,
      ).toBe(201);
    const ids = people.map((p) => p.id);

    const preview = await call(cef, 'POST', '/api/invitationJD/groupe/apercu/0/20', {
      jobDatingId: jd,
      candidatIds: ids,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as BulkInvitationPreview;
    expect(body).toMatchObject({ totalElements: 200, aInviter: 198, dejaInvites: 2 });
    expect(body.items).toHaveLength(20);
    expect(body.items.slice(0, 2).map((i) => i.dejaInvite)).toEqual([true, true]);
    expect(body.items[0]!.prenom).toBe('Candidate000');

    const sent = await call(cef, 'POST', '/api/invitationJD/groupe', { jobDatingId: jd, candidatIds: ids });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      envoyees: 198,
      dejaInvitees: 2,
      message: '198 invitations envoyées, 2 déjà invitées',
    } satisfies BulkInvitationResult);
    expect(await invitedCount(jd)).toBe(200);

    const again = (await call(cef, 'POST', '/api/invitationJD/groupe', { jobDatingId: jd, candidatIds: ids })).json();
    expect(again).toMatchObject({ envoyees: 0, dejaInvitees: 200 });
  });

  it('writes nothing when one ticked id is a deleted account or not a candidate', async () => {
    const jd = await jobDating();
    const people = (await candidates(5)).map((p) => p.id);
    const [gone] = await candidates(1);
    await t.db.delete(users).where(eq(users.id, gone!.id));
    const deleted = await call(cef, 'POST', '/api/invitationJD/groupe', {
      jobDatingId: jd,
      candidatIds: [...people, gone!.id],
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toBe(BULK_INVITATION_MESSAGES.unknownIds([gone!.id]));
    expect(await invitedCount(jd)).toBe(0);

    const recruiter = await createUser(t.db, { role: 'RECRUTEUR', prenom: 'Hugo', nom: 'Martin' });
    const notCandidate = await call(cef, 'POST', '/api/invitationJD/groupe', {
      jobDatingId: jd,
      candidatIds: [...people, recruiter.id],
    });
    expect(notCandidate.statusCode).toBe(400);
    expect(notCandidate.json().message).toContain('Hugo MARTIN');
    expect(notCandidate.json().message).toContain('Aucune invitation n’a été envoyée.');
    expect(await invitedCount(jd)).toBe(0);

    const tooMany = await call(cef, 'POST', '/api/invitationJD/groupe', {
      jobDatingId: jd,
      candidatIds: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(BULK_INVITATION_MESSAGES.tooManyIds);
    expect(await invitedCount(jd)).toBe(0);
  });

  it('selects by role, referent, city and skill, and invites what the preview showed', async () => {
    const jd = await jobDating();
    const adviser = await createUser(t.db, { role: 'CEF', prenom: 'Julien', nom: 'Moreau' });
    const [skill] = await t.db
      .insert(skills)
      .values({ nom: `Soudure ${Date.now()}` })
      .returning({ id: skills.id });
    const inVienne = await candidates(3, { ville: 'Vienne', referentCEFId: adviser.id, role: 'ALTERNANT' });
    await candidates(2, { ville: 'Vienne', referentCEFId: adviser.id, role: 'EMPLOYE' });
    await candidates(2, { ville: 'Lyon', referentCEFId: adviser.id, role: 'ALTERNANT' });
    await candidates(1, { ville: 'Vienne', referentCEFId: adviser.id, role: 'ALTERNANT', active: false });
    await t.db.insert(tags).values([
      { utilisateurId: inVienne[0]!.id, competenceId: skill!.id, nomTag: 'Soudure', niveau: 3 },
      { utilisateurId: inVienne[1]!.id, competenceId: skill!.id, nomTag: 'Soudure', niveau: 4 },
    ]);
    const filtre = { role: 'ALTERNANT', referentId: adviser.id, ville: 'vienne' };
    const byFilter = (
      await call(cef, 'POST', '/api/invitationJD/groupe/apercu/0/2', { jobDatingId: jd, filtre })
    ).json();
    expect(byFilter).toMatchObject({ totalElements: 3, aInviter: 3, dejaInvites: 0 });
    expect(byFilter.items).toHaveLength(2);
    const bySkill = (
      await call(cef, 'POST', '/api/invitationJD/groupe/apercu/0/20', {
        jobDatingId: jd,
        filtre: { ...filtre, competenceId: skill!.id },
      })
    ).json();
    expect(bySkill.items.map((i: { id: number }) => i.id).sort()).toEqual([inVienne[0]!.id, inVienne[1]!.id].sort());

    const sent = (await call(cef, 'POST', '/api/invitationJD/groupe', { jobDatingId: jd, filtre })).json();
    expect(sent).toMatchObject({ envoyees: 3, dejaInvitees: 0, message: '3 invitations envoyées' });

    const notCandidateRole = await call(cef, 'POST', '/api/invitationJD/groupe', {
      jobDatingId: jd,
      filtre: { role: 'CEF' },
    });
    expect(notCandidateRole.statusCode).toBe(400);
    expect(notCandidateRole.json().message).toContain(BULK_INVITATION_MESSAGES.roleNotCandidate);
    const unknownEvent = await call(cef, 'POST', '/api/invitationJD/groupe', { jobDatingId: 999_999, filtre });
    expect(unknownEvent.statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const jd = await jobDating();
    const [someone] = await candidates(1);
    const payload = { jobDatingId: jd, candidatIds: [someone!.id] };
    for (const role of ['RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'] as const) {
      const tok = await token(role);
      expect((await call(tok, 'POST', '/api/invitationJD/groupe/apercu/0/10', payload)).statusCode, role).toBe(403);
      expect((await call(tok, 'POST', '/api/invitationJD/groupe', payload)).statusCode, role).toBe(403);
    }
    expect(await invitedCount(jd)).toBe(0);
    for (const role of ['ADMIN', 'ASSISTANT'] as const) {
      expect((await call(await token(role), 'POST', '/api/invitationJD/groupe/apercu/0/10', payload)).statusCode).toBe(
        200,
      );
    }
    expect((await call(await token('ASSISTANT'), 'POST', '/api/invitationJD/groupe', payload)).json().envoyees).toBe(1);
  });
});
