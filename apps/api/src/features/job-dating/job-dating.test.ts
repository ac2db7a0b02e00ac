import { ACCESS_MESSAGES, type Invitation, JOB_DATING_MESSAGES, type JobDating } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';

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

async function createJobDating(token: string, values: Partial<Record<string, unknown>> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/job-dating',
    headers: bearer(token),
    payload: {
      id: 0,
      version: 0,
      date: '2026-12-03T09:30:00.000Z',
      lieu: 'Lyon',
      thematique: 'Numérique',
      description: '<p>Rencontres</p>',
      ...values,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as JobDating;
}

const send = (token: string, jobDatingId: number, candidatId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitationJD/envoyer',
    headers: bearer(token),
    payload: { id: 0, version: 0, jobDatingId, candidatId },
  });
const answer = (token: string, id: number, action: 'accepter' | 'annuler') =>
  t.app.inject({ method: 'PUT', url: `/api/invitationJD/${id}/${action}`, headers: bearer(token) });

describe('job dating', () => {
  it('creates with the author and a cleaned description, edits with the version, and deletes', async () => {
    const cef = await account('CEF');
    const created = await createJobDating(cef.token, {
      date: '2026-12-03T09:30:15.987Z',
      description: '<p>Salon<script>alert(1)</script> <a href="javascript:x">lien</a></p>',
    });
    expect(created).toMatchObject({ auteurId: cef.id, version: 0, date: '2026-12-03T09:30:15.000Z', invitations: 0 });
    expect(created.description).not.toContain('script');
    expect(created.description).not.toContain('javascript');
    expect(created.auteur).toBe('Camille DUPONT');

    const put = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/job-dating',
        headers: bearer(cef.token),
        payload: { ...created, version, lieu: 'Villeurbanne' },
      });
    expect((await put(0)).json()).toMatchObject({ version: 1, lieu: 'Villeurbanne', auteurId: cef.id });
    expect((await put(0)).statusCode).toBe(409);

    const read = await t.app.inject({ url: `/api/job-dating/${created.id}`, headers: bearer(cef.token) });
    expect(read.json()).toMatchObject({ lieu: 'Villeurbanne' });

    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/job-dating/${created.id}`, headers: bearer(cef.token) });
    expect((await del()).statusCode).toBe(204);
    const gone = await del();
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: JOB_DATING_MESSAGES.notFound });
  });

  it('refuses a form without its date, place or theme, naming the field', async () => {
    const admin = await account('ADMIN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-dating',
      headers: bearer(admin.token),
      payload: { date: 'demain', lieu: ' ', thematique: 'Santé' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(JOB_DATING_MESSAGES.invalidDate);
    expect(res.json().message).toContain(JOB_DATING_MESSAGES.lieuRequired);
  });

  it('searches by author, place, theme and description text, accents ignored, ten at a time', async () => {
    const admin = await account('ADMIN');
    const assistant = await account('ASSISTANT');
    const marker = `m${Date.now()}`;
    for (let i = 0; i < 12; i++)
      await createJobDating(admin.token, {
        lieu: `Saint-Étienne ${marker}`,
        thematique: i % 2 ? 'Bâtiment' : 'Logistique',
        date: `2027-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
      });
    await createJobDating(assistant.token, {
      lieu: `Grenoble ${marker}`,
      description: '<p>Métiers du <b>soin</b></p>',
    });
    const search = (body: object, page = 0) =>
      t.app.inject({
        method: 'POST',
        url: `/api/job-dating/search-by-dto/${page}/10`,
        headers: bearer(admin.token),
        payload: body,
      });

    const first = (await search({ lieu: `etienne ${marker}` })).json() as { items: JobDating[]; totalElements: number };
    expect(first.totalElements).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.date).toBe('2027-01-12T10:00:00.000Z');
    expect(((await search({ lieu: `etienne ${marker}` }, 1)).json() as { items: JobDating[] }).items).toHaveLength(2);
    expect((await search({ lieu: marker, thematique: 'batiment' })).json()).toMatchObject({ totalElements: 6 });
    expect((await search({ lieu: marker, auteurId: assistant.id })).json()).toMatchObject({ totalElements: 1 });
    expect((await search({ description: 'métiers du soin' })).json().items[0]).toMatchObject({
      auteurId: assistant.id,
    });
    expect((await search({ lieu: marker, description: 'b>soin' })).json()).toMatchObject({ totalElements: 0 });
  });

  it('leaves the event screens to staff', async () => {
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const recruiter = await account('RECRUTEUR');
    const admin = await account('ADMIN');
    const event = await createJobDating(admin.token);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/job-dating/search-by-dto/0/10',
      headers: bearer(candidate.token),
      payload: {},
    });
    expect(search.statusCode).toBe(403);
    expect(search.json().message).toBe(ACCESS_MESSAGES.roleForbidden);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/job-dating',
      headers: bearer(candidate.token),
      payload: { date: '2026-12-03T09:30:00Z', lieu: 'Lyon', thematique: 'Numérique' },
    });
    expect(create.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/job-dating/${event.id}`, headers: bearer(candidate.token) }))
        .statusCode,
    ).toBe(403);
    // Not invited: the event stays hidden.
    const read = await t.app.inject({ url: `/api/job-dating/${event.id}`, headers: bearer(candidate.token) });
    expect(read.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/job-dating/${event.id}`, headers: bearer(recruiter.token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/job-dating/${event.id}` })).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('invites a candidate who accepts, then refuses; staff cancel; closed ones are not answered again', async () => {
    const cef = await account('CEF');
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const event = await createJobDating(cef.token);

    const sent = await send(cef.token, event.id, candidate.id);
    expect(sent.statusCode, sent.body).toBe(201);
    const invitation = sent.json() as Invitation;
    expect(invitation).toMatchObject({
      etatInvitation: 'EN_ATTENTE',
      candidatId: candidate.id,
      jobDating: { id: event.id, lieu: 'Lyon' },
    });
    const duplicate = await send(cef.token, event.id, candidate.id);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(JOB_DATING_MESSAGES.alreadyInvited);

    // The invited candidate may now read the event.
    expect(
      (await t.app.inject({ url: `/api/job-dating/${event.id}`, headers: bearer(candidate.token) })).statusCode,
    ).toBe(200);
    const staffAccept = await answer(cef.token, invitation.id, 'accepter');
    expect(staffAccept.statusCode).toBe(403);
    expect(staffAccept.json().message).toBe(JOB_DATING_MESSAGES.onlyInvitedAnswers);

    const accepted = await answer(candidate.token, invitation.id, 'accepter');
    expect(accepted.json()).toMatchObject({ etatInvitation: 'CONFIRMÉE', version: 1 });
    const again = await answer(candidate.token, invitation.id, 'accepter');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_DATING_MESSAGES.notPending);
    const counted = await t.app.inject({ url: `/api/job-dating/${event.id}`, headers: bearer(cef.token) });
    expect(counted.json()).toMatchObject({ invitations: 1, confirmees: 1 });

    const refused = await answer(candidate.token, invitation.id, 'annuler');
    expect(refused.json()).toMatchObject({ etatInvitation: 'REFUSÉE' });
    const closed = await answer(candidate.token, invitation.id, 'annuler');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(JOB_DATING_MESSAGES.alreadyClosed);
    expect((await answer(candidate.token, invitation.id, 'accepter')).statusCode).toBe(409);

    // Sent again after a refusal, it starts over; staff then cancel it.
    const resent = await send(cef.token, event.id, candidate.id);
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ id: invitation.id, etatInvitation: 'EN_ATTENTE' });
    const cancelled = await answer(cef.token, invitation.id, 'annuler');
    expect(cancelled.json()).toMatchObject({ etatInvitation: 'ANNULEE' });
  });

  it('invites only candidates, to an existing event', async () => {
    const admin = await account('ADMIN');
    const recruiter = await createUser(t.db, { role: 'RECRUTEUR' });
    const employee = await createUser(t.db, { role: 'EMPLOYE' });
    const event = await createJobDating(admin.token);
    const notCandidate = await send(admin.token, event.id, recruiter.id);
    expect(notCandidate.statusCode).toBe(400);
    expect(notCandidate.json().message).toBe(JOB_DATING_MESSAGES.notCandidate);
    expect((await send(admin.token, event.id, employee.id)).statusCode).toBe(201);
    const noEvent = await send(admin.token, 999_999, employee.id);
    expect(noEvent.statusCode).toBe(404);
    expect(noEvent.json().message).toBe(JOB_DATING_MESSAGES.notFound);
  });

  it('shows a candidate only their own invitations, filtered and paged', async () => {
    const assistant = await account('ASSISTANT');
    const alice = await account('CANDIDAT_POE');
    const bob = await account('ALTERNANT');
    const recruiter = await account('RECRUTEUR');
    const events = [];
    for (let i = 0; i < 3; i++) events.push(await createJobDating(assistant.token, { thematique: `Thème ${i}` }));
    const ids: number[] = [];
    for (const event of events) ids.push(((await send(assistant.token, event.id, alice.id)).json() as Invitation).id);
    const bobs = (await send(assistant.token, events[0]!.id, bob.id)).json() as Invitation;
    await answer(alice.token, ids[1]!, 'accepter');

    const search = (token: string, body: object, page = 0, size = 24) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invitationJD/search-by-dto/${page}/${size}`,
        headers: bearer(token),
        payload: body,
      });
    const own = (await search(alice.token, {})).json() as { items: Invitation[]; totalElements: number };
    expect(own.totalElements).toBe(3);
    expect(own.items.every((i) => i.candidatId === alice.id)).toBe(true);
    expect((await search(alice.token, { etatInvitation: 'CONFIRMÉE' })).json()).toMatchObject({
      totalElements: 1,
      items: [{ id: ids[1] }],
    });
    expect(((await search(alice.token, {}, 1, 2)).json() as { items: Invitation[] }).items).toHaveLength(1);
    expect((await search(alice.token, { candidatId: bob.id })).statusCode).toBe(403);
    expect((await search(assistant.token, { jobDatingId: events[0]!.id })).json()).toMatchObject({ totalElements: 2 });
    expect((await search(assistant.token, { candidatId: bob.id })).json()).toMatchObject({ totalElements: 1 });
    expect((await search(recruiter.token, {})).statusCode).toBe(403);

    const foreign = await t.app.inject({ url: `/api/invitationJD/${bobs.id}`, headers: bearer(alice.token) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(JOB_DATING_MESSAGES.notYours);
    expect((await answer(alice.token, bobs.id, 'accepter')).statusCode).toBe(403);
    expect((await answer(alice.token, bobs.id, 'annuler')).statusCode).toBe(403);
    expect((await send(alice.token, events[0]!.id, alice.id)).statusCode).toBe(403);
    const missing = await t.app.inject({ url: '/api/invitationJD/999999', headers: bearer(alice.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(JOB_DATING_MESSAGES.invitationNotFound);

    // Deleting the event takes its invitations along.
    await t.app.inject({ method: 'DELETE', url: `/api/job-dating/${events[0]!.id}`, headers: bearer(assistant.token) });
    expect((await search(alice.token, {})).json()).toMatchObject({ totalElements: 2 });
  });
});
