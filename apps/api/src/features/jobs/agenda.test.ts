// Calendar invitations and reminders of interviews and job datings, read as a calendar and a mailbox would.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { decodeQuotedPrintable, type ReceivedMail, startSmtp } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { notices, reminderPreferences, reminders } from '../../db/schema';
import { parisTime } from '../../lib/paris-time';
import { TEST_CLOCK_FILE } from '../../plugins/clock';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0', PUBLIC_URL: 'https://tremplin.exemple.test' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function account(role: Parameters<typeof createUser>[1]['role']) {
  const user = await createUser(t.db, { role });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}
/** The app's clock at `at` (the test clock file), without waiting for it. */
const setClock = (at: Date) =>
  writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs: at.getTime() - Date.now() }));

/** The text/calendar part of a received message, decoded. */
function calendarOf(mail: ReceivedMail) {
  const match =
    /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      mail.raw,
    );
  if (!match) return null;
  const headers = match[1] ?? '';
  const body = match[2] ?? '';
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The invitation carries its own VTIMEZONE: the parser reads TZID=Europe/Paris through it.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
    hasParisZone: calendar
      .getAllSubcomponents('vtimezone')
      .some((z) => z.getFirstPropertyValue('tzid') === 'Europe/Paris'),
  };
}

const invitationsTo = async (email: string) => {
  await t.app.mailer.flush();
  return smtp.received
    .filter((m) => m.to.includes(email))
    .map(calendarOf)
    .filter((c): c is string => c !== null)
    .map(parse);
};

const DAY = 24 * 3600_000;

describe('calendar invitations by e-mail', () => {
  it('invites both parties to an interview, moves it with the same UID and a higher SEQUENCE, and cancels it', async () => {
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const cef = await account('CEF');
    const start = new Date(Math.ceil((Date.now() + 10 * DAY) / 3600_000) * 3600_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/entretien',
      headers: bearer(cef.token),
      payload: { utilisateurId: candidate.id, date: start.toISOString(), duree: 45, lieu: 'Agence de Lyon' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const interview = created.json() as { id: number; version: number };

    for (const who of [candidate, cef]) {
      const [invite] = await invitationsTo(who.email);
      expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'Europe/Paris', hasParisZone: true });
      expect(invite!.uid).toBe(`entretien-${interview.id}@tremplin.exemple.test`);
      expect(invite!.start.getTime()).toBe(start.getTime());
      expect(invite!.organizer).toBe(`mailto:${cef.email}`);
      expect(invite!.attendees).toEqual(expect.arrayContaining([`mailto:${candidate.email}`, `mailto:${cef.email}`]));
    }

    const moved = new Date(start.getTime() + 2 * DAY);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/entretien',
      headers: bearer(cef.token),
      payload: { id: interview.id, version: interview.version, date: moved.toISOString(), lieu: 'Agence de Lyon' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [, update] = await invitationsTo(candidate.email);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: `entretien-${interview.id}@tremplin.exemple.test`,
      sequence: 1,
    });
    expect(update!.start.getTime()).toBe(moved.getTime());

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/entretien/${interview.id}`,
      headers: bearer(cef.token),
    });
    expect(removed.statusCode).toBe(204);
    for (const who of [candidate, cef]) {
      const all = await invitationsTo(who.email);
      expect(all.at(-1)).toMatchObject({
        method: 'CANCEL',
        uid: `entretien-${interview.id}@tremplin.exemple.test`,
        sequence: 2,
      });
    }
    // The download stays.
    expect(created.json()).toHaveProperty('id');
  });

  it('invites a candidate who accepts a job dating, follows the event when it moves, and cancels on refusal', async () => {
    const staff = await account('ADMIN');
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const date = new Date(Math.ceil((Date.now() + 20 * DAY) / 1000) * 1000);
    const event = (
      await t.app.inject({
        method: 'POST',
        url: '/api/job-dating',
        headers: bearer(staff.token),
        payload: { date: date.toISOString(), lieu: 'Halle Tony Garnier', thematique: 'Métiers du soudage' },
      })
    ).json() as { id: number; version: number };
    const invitation = (
      await t.app.inject({
        method: 'POST',
        url: '/api/invitationJD/envoyer',
        headers: bearer(staff.token),
        payload: { jobDatingId: event.id, candidatId: candidate.id },
      })
    ).json() as { id: number };
    // Nothing before the candidate accepts.
    expect(await invitationsTo(candidate.email)).toEqual([]);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/invitationJD/${invitation.id}/accepter`,
      headers: bearer(candidate.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [first] = await invitationsTo(candidate.email);
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid: `job-dating-${event.id}-${candidate.id}@tremplin.exemple.test`,
    });
    expect(first!.start.getTime()).toBe(date.getTime());

    const later = new Date(date.getTime() + DAY);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/job-dating',
      headers: bearer(staff.token),
      payload: {
        id: event.id,
        version: event.version,
        date: later.toISOString(),
        lieu: 'Halle Tony Garnier',
        thematique: 'Métiers du soudage',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [, second] = await invitationsTo(candidate.email);
    expect(second).toMatchObject({ method: 'REQUEST', uid: first!.uid });
    expect(second!.sequence).toBeGreaterThan(first!.sequence);
    expect(second!.start.getTime()).toBe(later.getTime());

    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/invitationJD/${invitation.id}/annuler`,
      headers: bearer(candidate.token),
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const [, , third] = await invitationsTo(candidate.email);
    expect(third).toMatchObject({ method: 'CANCEL', uid: first!.uid });
    expect(third!.sequence).toBeGreaterThan(second!.sequence);
    const left = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.eventType, 'JOB_DATING'), eq(reminders.eventId, event.id)));
    expect(left).toEqual([]);
  });
});

describe('reminders', () => {
  const rappels = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && /Subject: (=\?UTF-8\?Q\?)?Rappel/i.test(m.raw));

  it('reminds both parties at 18:00 the day before and one hour before, by e-mail and notice, as each chose', async () => {
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const cef = await account('CEF');
    // The adviser wants notices only.
    await t.db.insert(reminderPreferences).values({ userId: cef.id, email: false, notice: true });
    const start = new Date(Math.ceil((Date.now() + 5 * DAY) / 3600_000) * 3600_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/entretien',
      headers: bearer(cef.token),
      payload: { utilisateurId: candidate.id, date: start.toISOString() },
    });
    const interview = created.json() as { id: number; version: number };
    const eve = parisTime(start, -1, 18);
    expect(eve.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris' })).toBe('18:00:00');

    setClock(new Date(eve.getTime() - 60_000));
    expect(await t.app.agenda.sendDueReminders()).toBe(0);
    setClock(new Date(eve.getTime() + 1000));
    expect(await t.app.agenda.sendDueReminders()).toBe(2);
    await t.app.mailer.flush();
    expect(rappels(candidate.email)).toHaveLength(1);
    expect(decodeQuotedPrintable(rappels(candidate.email)[0]!.raw)).toContain('Demain : votre entretien');
    expect(rappels(cef.email)).toHaveLength(0);
    const cefNotices = await t.db.select().from(notices).where(eq(notices.userId, cef.id));
    expect(cefNotices.map((n) => n.texte)).toEqual([expect.stringMatching(/^Demain : votre entretien/)]);
    // Run again: nothing twice.
    expect(await t.app.agenda.sendDueReminders()).toBe(0);

    // Moved two days later: the hour-before reminder moves with it.
    const moved = new Date(start.getTime() + 2 * DAY);
    await t.app.inject({
      method: 'PUT',
      url: '/api/entretien',
      headers: bearer(cef.token),
      payload: { id: interview.id, version: interview.version, date: moved.toISOString() },
    });
    setClock(new Date(start.getTime() - 3600_000 + 1000));
    expect(await t.app.agenda.sendDueReminders()).toBe(0);
    setClock(new Date(moved.getTime() - 3600_000 + 1000));
    // The day-before reminder of the new date and the hour-before one, for both parties.
    expect(await t.app.agenda.sendDueReminders()).toBe(4);
    await t.app.mailer.flush();
    expect(decodeQuotedPrintable(rappels(candidate.email).at(-1)!.raw)).toMatch(/Dans une heure|Demain/);
    setClock(new Date());
  });

  it('sends none for a cancelled interview', async () => {
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const cef = await account('CEF');
    const start = new Date(Date.now() + 3 * DAY);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/entretien',
      headers: bearer(cef.token),
      payload: { utilisateurId: candidate.id, date: start.toISOString() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect(await t.db.select().from(reminders).where(eq(reminders.eventId, id))).toHaveLength(4);
    await t.app.inject({ method: 'DELETE', url: `/api/entretien/${id}`, headers: bearer(cef.token) });
    setClock(new Date(start.getTime() + 1000));
    expect(await t.app.agenda.sendDueReminders()).toBe(0);
    await t.app.mailer.flush();
    expect(rappels(candidate.email)).toHaveLength(0);
    setClock(new Date());
  });
});
