// Follow-ups after a training, on this journey's own server (its job queue looks every second, its e-mail goes to a
// real SMTP peer): a learner who left six months ago gets the follow-up e-mail when the server's test clock reaches
// the next morning, answers it on her phone without signing in, and the dashboard's six-month figure changes; then
// the adviser edits the session from the « Formations » screens.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { decodeQuotedPrintable, startSmtp } from '../../apps/api/test/helpers/smtp';
import { extraPort, type Running, startApi } from '../support/servers';
import { appReady, type Session, signedInPage, signIn } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Running;
const stamp = Date.now().toString(36);
const name = `POE Cariste ${stamp}`;
let sessionId = 0;
let cef: Session;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  server = await startApi(extraPort(6), { JOBS_POLL_SECONDS: '1', SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The decoded text of the newest message to `to` whose text holds `marker`, once delivered. */
async function mailTo(to: string, marker: string) {
  let text = '';
  await expect(async () => {
    const found = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => decodeQuotedPrintable(m.raw))
      .filter((t) => t.includes(marker));
    expect(found.length, `e-mail « ${marker} » pour ${to}`).toBeGreaterThan(0);
    text = found.at(-1) as string;
  }).toPass({ timeout: 60_000 });
  return text;
}

/** aaaa-mm-jj, `months` and `days` from today. */
const day = (months: number, days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

test('a learner answers her six-month follow-up from the e-mail, signed out, and the dashboard’s figure changes', async ({
  browser,
}, testInfo) => {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  cef = await signIn(api, 'cef@tremplin.test');
  const learner = await signIn(api, 'poe@tremplin.test');
  const headers = { authorization: `Bearer ${cef.token}` };

  // A programme whose session ended a little over six months ago, the learner out since then.
  const exit = day(-6, -10);
  const programme = await (await api.post('/api/formations', { headers, data: { nom: name, type: 'POE' } })).json();
  const session = await (
    await api.post(`/api/formations/${programme.id}/sessions`, {
      headers,
      data: { dateDebut: day(-9, -10), dateFin: exit, lieu: 'Lyon', conseillerId: cef.id },
    })
  ).json();
  sessionId = session.id;
  const enrolment = await (
    await api.post(`/api/formations/sessions/${session.id}/inscriptions`, {
      headers,
      data: { apprenantId: learner.id, dateEntree: session.dateDebut },
    })
  ).json();
  const exited = await api.put(`/api/formations/inscriptions/${enrolment.id}`, {
    headers,
    data: { dateEntree: session.dateDebut, dateSortie: exit, motifSortie: 'TERMINEE' },
  });
  expect(exited.status(), await exited.text()).toBe(200);

  // The dashboard for that programme: one learner out for six months, no answer yet.
  const page = await signedInPage(browser, cef, server.url);
  const dashboard = `/admin/tableau-de-bord?formationId=${programme.id}`;
  await page.goto(dashboard);
  await appReady(page);
  await expect(page.getByTestId('population')).toHaveText('1', { timeout: 90_000 });
  await expect(page.getByTestId('taux-six-mois')).toHaveText('—');

  // The next morning, by the server's test clock: the daily job sends her the six-month follow-up.
  await writeFile(path.join(server.dataDir as string, 'test-clock.json'), JSON.stringify({ offsetMs: 24 * 3600_000 }));
  const mail = await mailTo('poe@tremplin.test', `la formation « ${name} »`);
  expect(mail).toContain(`Il y a 6 mois, vous sortiez de la formation « ${name} »`);
  const link = /https?:\/\/[^\s"<>]+\/suivi-formation\/\d+\/[A-Za-z0-9_-]+/.exec(mail)?.[0] as string;
  expect(link).toBeTruthy();

  // On her phone, signed out: a tampered link says what to do; the real one takes two clicks.
  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto(`${link.slice(0, -2)}xx`);
  await appReady(visitor);
  await expect(visitor.getByText(/Ce lien de suivi n’est pas valide/)).toBeVisible({ timeout: 30_000 });
  await visitor.goto(link);
  await appReady(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Votre situation après la formation' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(visitor.getByText(`où en êtes-vous 6 mois après la formation « ${name} »`)).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitor.getByRole('button', { name: 'Envoyer' }).click();
  await expect(visitor.getByText('Choisissez votre situation.')).toBeVisible();
  await visitor.getByRole('radio', { name: 'CDI' }).check();
  await visitor.getByRole('textbox', { name: 'Employeur (facultatif)' }).fill('Logistique du Rhône');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.screenshot({ path: testInfo.outputPath('follow-up-phone.png'), fullPage: true });
  await visitor.getByRole('button', { name: 'Envoyer' }).click();
  await expect(visitor.getByText('Merci ! Votre réponse est enregistrée.')).toBeVisible();
  await expect(visitor.getByText('CDI', { exact: true })).toBeVisible();
  // Opened again, the link shows the answer already recorded.
  await visitor.reload();
  await expect(visitor.getByText('Merci ! Votre réponse est enregistrée.')).toBeVisible({ timeout: 30_000 });
  await phone.close();

  // The dashboard's six-month figure now counts her answer.
  await page.goto(dashboard);
  await expect(page.getByTestId('taux-six-mois')).toHaveText('100 %', { timeout: 90_000 });
  // Her answer is drawn in the chart of situations at six months, its figures in the table below it.
  await expect(page.getByRole('img', { name: /^Situation à 6 mois par type de contrat/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('table', { name: 'Situation à 6 mois par type de contrat' })).toContainText('1');
  await page.context().close();
  await api.dispose();
});

test('an adviser edits a session from the « Formations » screens, told in French what to fix', async ({ browser }) => {
  const page = await signedInPage(browser, cef, server.url);
  await page.goto('/admin/formations');
  await appReady(page);
  await page.getByRole('link', { name }).click({ timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: /^Du / }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/formations/session/${sessionId}$`));
  await expect(page.getByTestId(/^inscription-/)).toContainText('CDI chez Logistique du Rhône');
  await expect(page.getByTestId(/^inscription-/)).toContainText('Réponse de l’apprenant');

  await page.getByRole('button', { name: 'Modifier la session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la session' });
  await dialog.getByLabel(/^Fin/).fill(day(-12, 0));
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('La date de fin précède la date de début.')).toBeVisible();
  await dialog.getByLabel(/^Fin/).fill(day(-6, -9));
  await dialog.getByRole('textbox', { name: 'Lieu' }).fill('Villeurbanne');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La session est modifiée.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Villeurbanne/).first()).toBeVisible();

  // Deleting asks first, and says why it would be refused while a learner is enrolled.
  await page.getByRole('button', { name: 'Supprimer la session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la session' });
  await expect(confirm).toContainText('Cette session a 1 inscrit : retirez-les d’abord');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await page.context().close();
});
