// The admin's view of the queue, reminder choices, notices, and follow-ups with the Monday digest.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FollowUp, JobPage, Notice } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { decodeQuotedPrintable, startSmtp } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { applications, notices } from '../../db/schema';
import { TEST_CLOCK_FILE } from '../../plugins/clock';
import { EMAIL_QUEUE } from '../../plugins/mailer';
import { WEEKLY_DIGEST_QUEUE } from './service';

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
async function account(role: Parameters<typeof createUser>[1]['role']) {
  const user = await createUser(t.db, { role });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}
const DAY = 24 * 3600_000;

describe('the admin page of the job queue', () => {
  it('lists failed jobs with their error, lets an admin retry one, and refuses anyone else', async () => {
    const admin = await account('ADMIN');
    const cef = await account('CEF');
    // The SMTP peer refuses every attempt the job may make: it ends failed.
    smtp.control.refuse = 100;
    await t.app.mailer.enqueue({ to: 'echec@exemple.test', subject: 'Essai', html: '<p>x</p>', text: 'x' });
    for (let i = 0; i < 14; i++) {
      await t.app.mailer.flush();
      await t.app.jobs.hurry(EMAIL_QUEUE);
    }
    smtp.control.refuse = 0;

    expect((await t.app.inject({ url: '/api/admin/taches/echouees', headers: bearer(cef.token) })).statusCode).toBe(
      403,
    );
    const page = (
      await t.app.inject({ url: '/api/admin/taches/echouees', headers: bearer(admin.token) })
    ).json() as JobPage;
    expect(page.compteurs.echouees).toBe(1);
    expect(page.compteurs.relancees).toBeGreaterThanOrEqual(1);
    const [failed] = page.items;
    expect(failed).toMatchObject({ file: EMAIL_QUEUE, etat: 'failed', reprises: 12 });
    expect(failed!.erreur).toMatch(/452/);
    const retried = (
      await t.app.inject({ url: '/api/admin/taches/relancees', headers: bearer(admin.token) })
    ).json() as JobPage;
    expect(retried.items.map((j) => j.id)).toContain(failed!.id);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/taches/${EMAIL_QUEUE}/${failed!.id}/relancer`,
      headers: bearer(admin.token),
    });
    expect(retry.statusCode, retry.body).toBe(204);
    await t.app.mailer.flush();
    expect(smtp.received.filter((m) => m.to[0] === 'echec@exemple.test')).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/taches/${EMAIL_QUEUE}/${failed!.id}/relancer`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Seule une tâche échouée peut être relancée.');
  });
});

describe('reminder choices and notices', () => {
  it('keeps each person’s choice, changed by that person only, and shows their notices', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const other = await account('EN_RECHERCHE_EMPLOI');
    const url = `/api/utilisateur/${me.id}/rappels`;
    expect((await t.app.inject({ url, headers: bearer(me.token) })).json()).toEqual({
      email: true,
      notification: true,
    });
    const put = (token: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
    expect((await put(other.token, { email: false, notification: true })).statusCode).toBe(403);
    expect((await put(me.token, { email: 'non', notification: true })).json().message).toContain('e-mail');
    expect((await put(me.token, { email: false, notification: true })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: bearer(me.token) })).json()).toEqual({
      email: false,
      notification: true,
    });

    await t.db
      .insert(notices)
      .values({ userId: me.id, texte: 'Demain : votre entretien.', lien: '/details-entretien/1' });
    const mine = (await t.app.inject({ url: '/api/notifications', headers: bearer(me.token) })).json() as Notice[];
    expect(mine).toMatchObject([{ texte: 'Demain : votre entretien.', lue: false }]);
    expect((await t.app.inject({ url: '/api/notifications', headers: bearer(other.token) })).json()).toEqual([]);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/lues', headers: bearer(me.token) });
    expect((await t.app.inject({ url: '/api/notifications', headers: bearer(me.token) })).json()).toMatchObject([
      { lue: true },
    ]);
  });
});

describe('follow-ups', () => {
  it('asks « Relancer ? » after the staff’s number of days without answer, and lists them in Monday’s digest', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const cef = await account('CEF');
    const now = Date.now();
    await t.db.insert(applications).values([
      {
        utilisateurId: me.id,
        entreprise: 'Soudures Martin',
        poste: 'Soudeur',
        date: '2026-01-01',
        dateCreation: new Date(now - 12 * DAY),
      },
      {
        utilisateurId: me.id,
        entreprise: 'Garage Petit',
        poste: 'Mécanicien',
        date: '2026-01-01',
        dateCreation: new Date(now - 5 * DAY),
      },
      {
        utilisateurId: me.id,
        entreprise: 'Chaudronnerie Roux',
        poste: 'Chaudronnier',
        date: '2026-01-01',
        dateCreation: new Date(now - 30 * DAY),
        reponse: 'Refus poli',
        statueCandidature: 'REFUSEE',
      },
    ]);
    const list = async () =>
      (
        await t.app.inject({ url: `/api/candidature/relances/${me.id}`, headers: bearer(me.token) })
      ).json() as FollowUp[];
    expect((await list()).map((f) => f.poste)).toEqual(['Soudeur']);

    // Staff shorten the delay to 3 days: the second one joins.
    const setting = (token: string, jours: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/parametres/relances',
        headers: bearer(token),
        payload: { joursSansReponse: jours },
      });
    expect((await setting(me.token, 3)).statusCode).toBe(403);
    expect((await setting(cef.token, 0)).json().message).toContain('Au moins 1 jour.');
    expect((await setting(cef.token, 3)).statusCode).toBe(200);
    expect((await list()).map((f) => f.poste)).toEqual(['Soudeur', 'Mécanicien']);

    // Monday 08:00 in Paris comes (the test's clock): one digest per candidate, listing them.
    const nextMonday = new Date(now);
    nextMonday.setUTCDate(nextMonday.getUTCDate() + ((8 - nextMonday.getUTCDay()) % 7 || 7));
    nextMonday.setUTCHours(8, 0, 30, 0);
    await t.app.jobs.runSchedules();
    writeFileSync(
      path.join(t.config.dataDir, TEST_CLOCK_FILE),
      JSON.stringify({ offsetMs: nextMonday.getTime() - Date.now() }),
    );
    expect(await t.app.jobs.runSchedules()).toContain(WEEKLY_DIGEST_QUEUE);
    await t.app.jobs.drain(WEEKLY_DIGEST_QUEUE);
    await t.app.mailer.flush();
    const digest = smtp.received.filter((m) => m.to[0] === me.email);
    expect(digest).toHaveLength(1);
    const text = decodeQuotedPrintable(digest[0]!.raw);
    expect(text).toContain('Soudeur — Soudures Martin');
    expect(text).toContain('Mécanicien — Garage Petit');
    expect(text).not.toContain('Chaudronnier');
    writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs: 0 }));
    await setting(cef.token, 10);
  });
});
