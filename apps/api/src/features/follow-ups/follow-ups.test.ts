// Follow-ups at 3 and 6 months: the daily schedule with the app's clock moved (never waited for), the e-mails through
// a real SMTP peer, the signed link answered without signing in, and the advisers' reminders.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FOLLOW_UP_MESSAGES,
  type FollowUpView,
  type Indicators,
  OUTCOMES_MESSAGES,
  type ProgrammeDetail,
  type SessionDetail,
  type TrainingSession,
  type UnansweredFollowUp,
} from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { decodeQuotedPrintable, startSmtp } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { parisTime } from '../../lib/paris-time';
import { TEST_CLOCK_FILE } from '../../plugins/clock';
import { FOLLOW_UPS_QUEUE } from './service';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
type Role = Parameters<typeof createUser>[1]['role'];
type Account = { id: number; email: string; token: string };
async function account(role: Role, nom: string): Promise<Account> {
  const user = await createUser(t.db, { role, nom });
  return { id: user.id, email: user.email, token: (await signIn(t.app, user.email)).token };
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
const open = (payload: object) => t.app.inject({ method: 'POST', url: '/api/suivi-formation', payload });
const answer = (payload: object) => t.app.inject({ method: 'POST', url: '/api/suivi-formation/reponse', payload });

const mailsTo = (email: string) =>
  smtp.received.filter((m) => m.to[0] === email).map((m) => decodeQuotedPrintable(m.raw));
const linkIn = (mail: string) => {
  const found = /\/suivi-formation\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!found) throw new Error(`no follow-up link in ${mail}`);
  return { id: Number(found[1]), signature: found[2] as string };
};

/** aaaa-mm-jj `months` after `day`, `days` later. */
const after = (day: string, months: number, days = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d + days)).toISOString().slice(0, 10);
};
/** Moves the app's clock to 09:00:30 in Paris on `day`, runs the schedules and delivers what they queued. */
async function dailyRunOn(day: string) {
  const slot = parisTime(new Date(`${day}T12:00:00Z`), 0, 9);
  writeFileSync(
    path.join(t.config.dataDir, TEST_CLOCK_FILE),
    JSON.stringify({ offsetMs: slot.getTime() + 30_000 - Date.now() }),
  );
  const queued = await t.app.jobs.runSchedules();
  await t.app.jobs.drain(FOLLOW_UPS_QUEUE);
  await t.app.mailer.flush();
  return { queued, slot };
}

let cef1: Account;
let cef2: Account;
let learnerA: Account;
let learnerB: Account;
let learnerC: Account;
let sessionA: TrainingSession;
let sessionB: TrainingSession;
/** The first day of next month: the exit day of the learners (a day 1 has the same day in every month). */
let exit: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0' });
  cef1 = await account('CEF', 'PREMIER');
  cef2 = await account('CEF', 'SECOND');
  learnerA = await account('CANDIDAT_POE', 'ARNAUD');
  learnerB = await account('ALTERNANT', 'BERNARD');
  learnerC = await account('CANDIDAT_POE', 'CLEMENT');
  const now = new Date();
  exit = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  const programme = (
    await call(cef1.token, 'POST', '/api/formations', { nom: 'POE Soudeur', type: 'POE' })
  ).json() as ProgrammeDetail;
  const session = async (conseillerId: number) =>
    (
      await call(cef1.token, 'POST', `/api/formations/${programme.id}/sessions`, {
        dateDebut: after(exit, -3),
        dateFin: after(exit, 0, -1),
        lieu: 'Lyon',
        conseillerId,
      })
    ).json() as TrainingSession;
  sessionA = await session(cef2.id);
  sessionB = await session(cef1.id);
  const enrol = async (s: TrainingSession, learner: Account, exited: boolean) => {
    const e = (
      await call(cef1.token, 'POST', `/api/formations/sessions/${s.id}/inscriptions`, {
        apprenantId: learner.id,
        dateEntree: s.dateDebut,
      })
    ).json() as { id: number };
    if (exited) {
      const put = await call(cef1.token, 'PUT', `/api/formations/inscriptions/${e.id}`, {
        dateEntree: s.dateDebut,
        dateSortie: exit,
        motifSortie: 'TERMINEE',
      });
      expect(put.statusCode, put.body).toBe(200);
    }
  };
  await enrol(sessionA, learnerA, true);
  await enrol(sessionB, learnerB, true);
  await enrol(sessionB, learnerC, false);
  // First sight of the schedule counts today's slot as done.
  await t.app.jobs.runSchedules();
});
afterAll(async () => {
  if (t) writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs: 0 }));
  await t?.close();
  await smtp?.close();
});

describe('the follow-up e-mails', () => {
  it('go at 3 months, once, to learners who exited, from the daily schedule', async () => {
    await dailyRunOn(after(exit, 3, -1));
    expect(mailsTo(learnerA.email)).toHaveLength(0);

    const { queued, slot } = await dailyRunOn(after(exit, 3));
    expect(queued).toContain(FOLLOW_UPS_QUEUE);
    const [mailA] = mailsTo(learnerA.email);
    expect(mailA).toContain('Il y a 3 mois, vous sortiez de la formation');
    expect(mailA).toContain('vous sortiez de la formation « POE Soudeur »');
    expect(mailsTo(learnerB.email)).toHaveLength(1);
    expect(mailsTo(learnerC.email)).toHaveLength(0);

    // The same slot run again (a retry, another process) and the next day send nothing more.
    await t.app.jobs.send(FOLLOW_UPS_QUEUE, { slot: slot.toISOString() });
    await t.app.jobs.drain(FOLLOW_UPS_QUEUE);
    await dailyRunOn(after(exit, 3, 1));
    expect(mailsTo(learnerA.email)).toHaveLength(1);
    expect(mailsTo(learnerB.email)).toHaveLength(1);
  });

  it('record the answer from the signed link without signing in, once; a tampered link is refused in French', async () => {
    const link = linkIn(mailsTo(learnerA.email)[0] as string);
    const opened = await open(link);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({
      prenom: 'Camille',
      formationNom: 'POE Soudeur',
      etape: 'M3',
      dateSortie: exit,
      reponse: null,
    } satisfies FollowUpView);

    const tampered = `${link.signature.slice(0, -1)}${link.signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      { ...link, signature: tampered },
      { ...link, id: link.id + 1 },
      { id: 'x', signature: '' },
    ]) {
      for (const refused of [await open(bad), await answer({ ...bad, situation: 'CDI' })]) {
        expect(refused.statusCode, JSON.stringify(bad)).toBeOneOf([400, 403]);
        expect(refused.json().message).toContain(FOLLOW_UP_MESSAGES.badLink);
      }
    }
    const none = await answer({ ...link });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(FOLLOW_UP_MESSAGES.situationRequired);

    const done = await answer({ ...link, situation: 'CDD_6M_PLUS', employeur: 'Soudures du Rhône', dateDebut: exit });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as FollowUpView).reponse).toEqual({
      situation: 'CDD_6M_PLUS',
      employeur: 'Soudures du Rhône',
      dateDebut: exit,
      source: 'APPRENANT',
    });
    const again = await answer({ ...link, situation: 'RECHERCHE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FOLLOW_UP_MESSAGES.alreadyAnswered);
    expect(((await open(link)).json() as FollowUpView).reponse?.situation).toBe('CDD_6M_PLUS');

    // Staff read it as her three-month situation, given by the learner.
    const session = (await call(cef1.token, 'GET', `/api/formations/sessions/${sessionA.id}`)).json() as SessionDetail;
    expect(session.inscriptions[0]?.situations).toEqual([
      expect.objectContaining({ etape: 'M3', situation: 'CDD_6M_PLUS', source: 'APPRENANT' }),
    ]);
  });

  it('go at 6 months once; advisers are reminded once of those who did not answer, 14 days later', async () => {
    await dailyRunOn(after(exit, 6));
    expect(mailsTo(learnerA.email)).toHaveLength(2);
    expect(mailsTo(learnerB.email)).toHaveLength(2);
    const mailA6 = mailsTo(learnerA.email)[1] as string;
    expect(mailA6).toContain('Il y a 6 mois, vous sortiez de la formation');
    // B never answered her three-month e-mail: her adviser (session B) is reminded; A's adviser is not.
    expect(mailsTo(cef2.email)).toHaveLength(0);
    const [first] = mailsTo(cef1.email);
    expect(first).toContain('1 apprenant n’a pas répondu à l’e-mail de suivi');
    expect(first).toContain('Camille BERNARD — POE Soudeur');
    expect(first).toContain('suivi à 3 mois');

    // The dashboard's six-month answers change when A answers her six-month follow-up.
    const le = after(exit, 7);
    const sixMonths = async () =>
      (
        (
          await call(cef1.token, 'GET', `/api/formations/indicateurs?le=${le}&formationId=${sessionA.formationId}`)
        ).json() as Indicators
      ).sixMois;
    expect(await sixMonths()).toMatchObject({ reponses: 0, enEmploi: 0 });
    const link = linkIn(mailA6);
    expect((await answer({ ...link, situation: 'CDI', employeur: '' })).statusCode).toBe(200);
    expect(await sixMonths()).toMatchObject({ reponses: 1, enEmploi: 1, taux: 100 });

    await dailyRunOn(after(exit, 6, 13));
    expect(mailsTo(cef1.email)).toHaveLength(1);
    await dailyRunOn(after(exit, 6, 14));
    await dailyRunOn(after(exit, 6, 15));
    const reminders = mailsTo(cef1.email);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]).toContain('Camille BERNARD — POE Soudeur');
    expect(reminders[1]).toContain('suivi à 6 mois');
    expect(reminders[1]).not.toContain('suivi à 3 mois');
    expect(mailsTo(cef2.email)).toHaveLength(0);

    // Staff's in-app list: B at 3 and 6 months, with her adviser; never A; refused to learners and visitors.
    const list = await call(cef2.token, 'GET', '/api/formations/suivis/sans-reponse');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as UnansweredFollowUp[]).map((u) => [u.apprenantNom, u.etape, u.conseillerId])).toEqual([
      ['Camille BERNARD', 'M3', cef1.id],
      ['Camille BERNARD', 'M6', cef1.id],
    ]);
    expect((await call(learnerB.token, 'GET', '/api/formations/suivis/sans-reponse')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/formations/suivis/sans-reponse' })).statusCode).toBe(401);

    // A situation recorded by staff takes B off the list.
    const enrolment = (
      (await call(cef1.token, 'GET', `/api/formations/sessions/${sessionB.id}`)).json() as SessionDetail
    ).inscriptions.find((e) => e.apprenantId === learnerB.id);
    await call(cef1.token, 'PUT', `/api/formations/inscriptions/${enrolment?.id}/situations/M3`, {
      situation: 'FORMATION',
    });
    const after3 = (
      await call(cef1.token, 'GET', '/api/formations/suivis/sans-reponse')
    ).json() as UnansweredFollowUp[];
    expect(after3.map((u) => u.etape)).toEqual(['M6']);
  });

  it('says in French what to do with an expired link, and still shows an answer already given', async () => {
    await dailyRunOn(after(exit, 6, 61));
    const unanswered = linkIn(mailsTo(learnerB.email)[1] as string);
    for (const refused of [await open(unanswered), await answer({ ...unanswered, situation: 'CDI' })]) {
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe(FOLLOW_UP_MESSAGES.expired);
    }
    const answered = await open(linkIn(mailsTo(learnerA.email)[1] as string));
    expect(answered.statusCode).toBe(200);
    expect((answered.json() as FollowUpView).reponse).toMatchObject({ situation: 'CDI', source: 'APPRENANT' });
  });
});

describe('editing programmes and sessions', () => {
  it('refuses bad input with French messages and keeps what is in use', async () => {
    const programme = (
      await call(cef1.token, 'POST', '/api/formations', { nom: 'Formation courte', type: 'COURTE' })
    ).json() as ProgrammeDetail;
    const blank = await call(cef1.token, 'PUT', `/api/formations/${programme.id}`, { nom: '  ', type: 'COURTE' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(OUTCOMES_MESSAGES.nameRequired);
    const renamed = await call(cef1.token, 'PUT', `/api/formations/${programme.id}`, {
      nom: 'Formation courte cariste',
      type: 'QUALIFIANTE',
    });
    expect(renamed.json()).toMatchObject({ nom: 'Formation courte cariste', type: 'QUALIFIANTE' });

    const put = (payload: object) => call(cef1.token, 'PUT', `/api/formations/sessions/${sessionB.id}`, payload);
    const reversed = await put({ dateDebut: '2027-03-01', dateFin: '2027-02-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(OUTCOMES_MESSAGES.endBeforeStart);
    const badDate = await put({ dateDebut: '2027-02-30', dateFin: '2027-03-01' });
    expect(badDate.json().message).toContain(OUTCOMES_MESSAGES.invalidDate);
    const notStaff = await put({ dateDebut: '2027-02-01', dateFin: '2027-03-01', conseillerId: learnerA.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe(OUTCOMES_MESSAGES.adviserNotFound);
    const moved = await put({
      dateDebut: '2027-02-01',
      dateFin: '2027-03-01',
      lieu: 'Villeurbanne',
      conseillerId: cef2.id,
    });
    expect(moved.json()).toMatchObject({
      lieu: 'Villeurbanne',
      conseillerId: cef2.id,
      conseillerNom: 'Camille SECOND',
    });

    const inUse = await call(cef1.token, 'DELETE', `/api/formations/sessions/${sessionB.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(OUTCOMES_MESSAGES.sessionHasEnrolments);
    expect((await call(cef1.token, 'DELETE', `/api/formations/${sessionB.formationId}`)).json().message).toBe(
      OUTCOMES_MESSAGES.programmeHasSessions,
    );
    expect((await call(cef1.token, 'DELETE', `/api/formations/${programme.id}`)).statusCode).toBe(204);
  });
});
