// Saved searches: each person's own list, the alert job run at slots the test chooses, and the signed unsubscribe link.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SAVED_SEARCH_MESSAGES, type SavedSearch } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { decodeQuotedPrintable, startSmtp } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { savedSearches } from '../../db/schema';
import { parisTime } from '../../lib/paris-time';
import { TEST_CLOCK_FILE } from '../../plugins/clock';
import { SAVED_SEARCH_ALERTS_QUEUE } from './service';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Role = Parameters<typeof createUser>[1]['role'];
async function account(role: Role) {
  const user = await createUser(t.db, { role });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}
const URL = '/api/recherches-enregistrees';
const save = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });

/** Runs the alert job for the slot given, as the schedule would, and delivers what it queued. */
async function runAlerts(slot: Date) {
  await t.app.jobs.send(SAVED_SEARCH_ALERTS_QUEUE, { slot: slot.toISOString() });
  await t.app.jobs.drain(SAVED_SEARCH_ALERTS_QUEUE);
  await t.app.mailer.flush();
}
const mailsTo = (email: string) =>
  smtp.received.filter((m) => m.to[0] === email).map((m) => decodeQuotedPrintable(m.raw));

const DAY = 24 * 3600_000;
/** 07:00 in Paris, `days` after today: a Tuesday or a Monday as asked. */
function slotOn(weekday: 'monday' | 'tuesday', weeksAhead = 1) {
  const now = new Date();
  const monday = parisTime(
    new Date(now.getTime() + ((8 - now.getUTCDay()) % 7 || 7) * DAY + (weeksAhead - 1) * 7 * DAY),
    0,
    7,
  );
  return weekday === 'monday' ? monday : new Date(monday.getTime() + DAY);
}

describe('saved searches', () => {
  it('are kept by recruiters and staff, each on their own, and refused to candidates', async () => {
    const recruiter = await account('RECRUTEUR');
    const other = await account('RECRUTEUR');
    const cef = await account('CEF');
    const candidate = await account('EN_RECHERCHE_EMPLOI');

    const created = await save(recruiter.token, {
      nom: 'Soudeurs à Lyon',
      filtres: { metier: 'Soudeur', zone: 'commune:69123', ville: 'Lyon', tags: ['TIG'] },
      frequence: 'HEBDOMADAIRE',
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json() as SavedSearch;
    expect(mine).toMatchObject({ nom: 'Soudeurs à Lyon', frequence: 'HEBDOMADAIRE', derniereAlerte: null });
    expect(mine.filtres).toEqual({ metier: 'Soudeur', zone: 'commune:69123', ville: 'Lyon', tags: ['TIG'] });
    expect((await save(cef.token, { nom: 'Tous', filtres: {} })).json()).toMatchObject({ frequence: 'QUOTIDIENNE' });

    const list = (token: string) => t.app.inject({ url: URL, headers: bearer(token) });
    expect(((await list(recruiter.token)).json() as SavedSearch[]).map((s) => s.nom)).toEqual(['Soudeurs à Lyon']);
    expect((await list(other.token)).json()).toEqual([]);
    expect(((await list(cef.token)).json() as SavedSearch[]).map((s) => s.nom)).toEqual(['Tous']);
    expect((await list(candidate.token)).statusCode).toBe(403);
    expect((await save(candidate.token, { nom: 'x', filtres: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);

    // French refusals of bad input.
    const blank = await save(recruiter.token, { nom: '  ', filtres: {} });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(SAVED_SEARCH_MESSAGES.nameRequired);
    const zone = await save(recruiter.token, { nom: 'Nulle part', filtres: { zone: 'commune:00000' } });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('Zone inconnue');

    // Renaming, frequency, deletion: the owner only; someone else's id is not found.
    const put = (token: string, id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: bearer(token), payload });
    const del = (token: string, id: number) =>
      t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: bearer(token) });
    expect((await put(other.token, mine.id, { nom: 'Volée' })).statusCode).toBe(404);
    expect((await del(other.token, mine.id)).statusCode).toBe(404);
    expect((await put(cef.token, mine.id, { frequence: 'AUCUNE' })).statusCode).toBe(404);
    expect((await put(candidate.token, mine.id, { nom: 'x' })).statusCode).toBe(403);
    const renamed = await put(recruiter.token, mine.id, { nom: 'Soudeurs TIG', frequence: 'QUOTIDIENNE' });
    expect(renamed.json()).toMatchObject({ nom: 'Soudeurs TIG', frequence: 'QUOTIDIENNE' });
    expect((await put(recruiter.token, mine.id, { frequence: 'CHAQUE_HEURE' })).json().message).toContain(
      SAVED_SEARCH_MESSAGES.frequency,
    );
    expect((await del(recruiter.token, mine.id)).statusCode).toBe(204);
    expect((await del(recruiter.token, mine.id)).statusCode).toBe(404);
    expect((await list(recruiter.token)).json()).toEqual([]);
  });
});

describe('the alert job', () => {
  it('e-mails new visible profiles once, 20 at most with a link to the rest, nothing when there is none', async () => {
    const recruiter = await account('RECRUTEUR');
    const before = new Date(Date.now() - DAY);
    await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', metier: 'Chaudronnier', nom: 'ANCIEN', createdAt: before });
    const saved = (
      await save(recruiter.token, {
        nom: 'Chaudronniers',
        filtres: { metier: 'chaudronnier' },
        frequence: 'QUOTIDIENNE',
      })
    ).json() as SavedSearch;

    const later = () => new Date(Date.now() + 1000);
    for (let i = 1; i <= 23; i++)
      await createUser(t.db, {
        role: 'EN_RECHERCHE_EMPLOI',
        metier: 'Chaudronnier',
        nom: `NOUVEAU${String(i).padStart(2, '0')}`,
        createdAt: new Date(later().getTime() + i * 1000),
      });
    await createUser(t.db, {
      role: 'ALTERNANT',
      metier: 'Chaudronnier',
      nom: 'MASQUE',
      visibilite: 'NON_VISIBLE',
      createdAt: later(),
    });
    await createUser(t.db, {
      role: 'ALTERNANT',
      metier: 'Chaudronnier',
      nom: 'DESACTIVE',
      active: false,
      createdAt: later(),
    });
    await createUser(t.db, { role: 'ALTERNANT', metier: 'Boulanger', nom: 'AUTREMETIER', createdAt: later() });

    const tuesday = slotOn('tuesday');
    await runAlerts(tuesday);
    const [mail, ...others] = mailsTo(recruiter.email);
    expect(others).toHaveLength(0);
    expect(mail).toContain('23 nouveaux profils correspondent à votre recherche « Chaudronniers »');
    // The 20 newest, each linked to its profile, and a link to the search for the 3 others.
    const listed = [...new Set(mail!.match(/NOUVEAU\d\d/g))];
    expect(listed).toHaveLength(20);
    expect(listed).toContain('NOUVEAU23');
    expect(listed).not.toContain('NOUVEAU03');
    expect(mail).toContain('Et 3 autres');
    expect(mail).toContain('/recherche?metier=chaudronnier');
    expect(mail).toMatch(/\/utilisateur\/\d+/);
    for (const absent of ['ANCIEN', 'MASQUE', 'DESACTIVE', 'AUTREMETIER']) expect(mail).not.toContain(absent);
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row?.lastAlertAt).not.toBeNull();

    // The same slot again (a retry) and the next day without anything new: no e-mail.
    await runAlerts(tuesday);
    await runAlerts(new Date(tuesday.getTime() + DAY));
    expect(mailsTo(recruiter.email)).toHaveLength(1);

    // A profile that matches later (made visible) comes in the next alert, alone.
    await createUser(t.db, { role: 'EMPLOYE', metier: 'Chaudronnière', nom: 'SUIVANTE', createdAt: later() });
    await runAlerts(new Date(tuesday.getTime() + 2 * DAY));
    const next = mailsTo(recruiter.email)[1];
    expect(next).toContain('1 nouveau profil correspond à votre recherche « Chaudronniers »');
    expect(next).toContain('SUIVANTE');
    expect(next).not.toMatch(/NOUVEAU\d\d/);
    expect(next).not.toContain('autres');
  });

  it('sends weekly searches on Mondays only, and runs from the daily schedule at 07:00 Paris time', async () => {
    const recruiter = await account('RECRUTEUR');
    await save(recruiter.token, { nom: 'Hebdo', filtres: { metier: 'Tonnelier' }, frequence: 'HEBDOMADAIRE' });
    await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      metier: 'Tonnelier',
      nom: 'TONNEAU',
      createdAt: new Date(Date.now() + 1000),
    });
    await runAlerts(slotOn('tuesday'));
    expect(mailsTo(recruiter.email)).toHaveLength(0);

    // The schedule: first sight counts today's slot as done; the clock moved to next Monday 07:00 enqueues the job.
    await t.app.jobs.runSchedules();
    const monday = slotOn('monday', 2);
    writeFileSync(
      path.join(t.config.dataDir, TEST_CLOCK_FILE),
      JSON.stringify({ offsetMs: monday.getTime() + 30_000 - Date.now() }),
    );
    try {
      expect(await t.app.jobs.runSchedules()).toContain(SAVED_SEARCH_ALERTS_QUEUE);
      await t.app.jobs.drain(SAVED_SEARCH_ALERTS_QUEUE);
      await t.app.mailer.flush();
    } finally {
      writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs: 0 }));
    }
    const [mail] = mailsTo(recruiter.email);
    expect(mail).toContain('1 nouveau profil correspond à votre recherche « Hebdo »');
    expect(mail).toContain('TONNEAU');
  });
});

describe('the unsubscribe link', () => {
  it('stops the alerts without signing in, and refuses a tampered or foreign signature in French', async () => {
    const recruiter = await account('RECRUTEUR');
    const other = await account('RECRUTEUR');
    const saved = (
      await save(recruiter.token, { nom: 'Maçons', filtres: { search: 'truel', metier: 'Maçon' } })
    ).json() as SavedSearch;
    const foreign = (await save(other.token, { nom: 'Autre', filtres: { metier: 'Maçon' } })).json() as SavedSearch;
    await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      metier: 'Maçon',
      nom: 'TRUELLE',
      createdAt: new Date(Date.now() + 1000),
    });
    await runAlerts(slotOn('tuesday', 3));
    const mail = mailsTo(recruiter.email)[0] ?? '';
    const link = /\/alertes\/desabonnement\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail);
    expect(link, mail).not.toBeNull();
    const [, id, signature] = link as unknown as [string, string, string];
    expect(Number(id)).toBe(saved.id);

    const unsubscribe = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${URL}/desabonnement`, payload });
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const payload of [
      { id, signature: tampered },
      { id: foreign.id, signature },
      { id: 999_999, signature },
      { id, signature: 'abc' },
    ]) {
      const refused = await unsubscribe(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
      expect(refused.json().message).toBe(SAVED_SEARCH_MESSAGES.badLink);
    }
    const done = await unsubscribe({ id, signature });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.unsubscribed('Maçons'), nom: 'Maçons' });
    const list = (await t.app.inject({ url: URL, headers: bearer(recruiter.token) })).json() as SavedSearch[];
    expect(list[0]).toMatchObject({ id: saved.id, frequence: 'AUCUNE' });
    // Opening it again still answers the confirmation; the other recruiter's search keeps its alerts.
    expect((await unsubscribe({ id, signature })).statusCode).toBe(200);
    const theirs = (await t.app.inject({ url: URL, headers: bearer(other.token) })).json() as SavedSearch[];
    expect(theirs[0]?.frequence).toBe('QUOTIDIENNE');
  });
});
