// Work that happens later, on this journey's own server (its job queue looks every second, its e-mail goes to a
// real SMTP peer): the demo recruiter saves a search, a new candidate matching it registers, the next morning's alert
// (the server's test clock moved a day on) brings that profile by e-mail, and its unsubscribe link works signed out;
// an interview's reminders reach its candidate by e-mail and in « Rappels et notifications ».
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { decodeQuotedPrintable, startSmtp } from '../../apps/api/test/helpers/smtp';
import { extraPort, type Running, startApi } from '../support/servers';
import { appReady, DEMO_PASSWORD, signedInPage, signIn, solveCaptcha } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Running;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  server = await startApi(extraPort(3), { JOBS_POLL_SECONDS: '1', SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

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

test('a recruiter saves a search, gets the next new matching profile by e-mail, and unsubscribes signed out', async ({
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const recruiter = await signIn(api, 'recruteur@tremplin.test');
  const page = await signedInPage(browser, recruiter, server.url);
  const firstName = 'Zéphyrine';
  const lastName = `Aubertin${Date.now().toString(36)}`;

  // The search screen, nobody found yet: the recruiter saves it under a name, with a daily alert.
  await page.goto(`/recherche?search=${encodeURIComponent(lastName)}`);
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Aucun profil ne correspond à votre recherche' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Enregistrer cette recherche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer cette recherche' });
  await dialog.getByRole('textbox', { name: 'Nom de la recherche' }).fill('Soudeuses de Lyon');
  await expect(dialog.getByRole('radio', { name: 'Chaque jour' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Recherche enregistrée. Vous recevrez les nouveaux profils par e-mail.')).toBeVisible();

  // It is listed on the saved searches' page, reached from the search screen.
  await page.getByRole('link', { name: 'Mes recherches enregistrées' }).click();
  await expect(page).toHaveURL(/\/recherches-enregistrees$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Soudeuses de Lyon' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`« ${lastName} »`)).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Alertes par e-mail : Soudeuses de Lyon' })).toHaveValue(
    'Chaque jour',
  );

  // A new candidate registers with a visible profile in the talent pool and confirms the address.
  const email = `${lastName.toLowerCase()}@exemple.fr`;
  const registered = await api.post('/api/utilisateur', {
    data: {
      email,
      motDePasse: DEMO_PASSWORD,
      captcha: await solveCaptcha(api),
      nom: lastName,
      prenom: firstName,
      metier: 'Soudeuse',
      ville: 'Lyon',
      consentementVivier: true,
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const confirmation = await mailTo(email, '/confirmation/');
  const token = /\/confirmation\/([A-Za-z0-9_-]+)/.exec(confirmation)?.[1] as string;
  const confirmed = await api.post('/auth/confirmation', { headers: { authorization: `Bearer ${token}` } });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);

  // The next morning, by the server's test clock: the daily alert job sends that profile.
  await writeFile(path.join(server.dataDir as string, 'test-clock.json'), JSON.stringify({ offsetMs: 24 * 3600_000 }));
  const alert = await mailTo('recruteur@tremplin.test', 'Soudeuses de Lyon');
  expect(alert).toContain('1 nouveau profil correspond à votre recherche « Soudeuses de Lyon »');
  expect(alert).toContain(`${firstName} ${lastName.toUpperCase()} — Soudeuse, Lyon`);
  expect(alert).toContain(`/recherche?search=${lastName}`);
  const unsubscribe = /https?:\/\/[^\s"<>]+\/alertes\/desabonnement\/\d+\/[A-Za-z0-9_-]+/.exec(alert)?.[0] as string;
  expect(unsubscribe).toBeTruthy();

  // The unsubscribe link, in a browser nobody signed in to; a tampered one is refused in French.
  const visitor = await browser.newContext({ baseURL: server.url });
  const signedOut = await visitor.newPage();
  await signedOut.goto(`${unsubscribe.slice(0, -2)}xx`);
  await appReady(signedOut);
  await signedOut.getByRole('button', { name: 'Ne plus recevoir ces alertes' }).click();
  await expect(signedOut.getByText(/Ce lien de désabonnement n’est pas valide/)).toBeVisible();
  await signedOut.goto(unsubscribe);
  await appReady(signedOut);
  await signedOut.getByRole('button', { name: 'Ne plus recevoir ces alertes' }).click();
  await expect(
    signedOut.getByText('Vous ne recevrez plus d’alertes pour la recherche « Soudeuses de Lyon ».'),
  ).toBeVisible();
  await visitor.close();

  // The recruiter's page says so; deleting the search asks first.
  await page.reload();
  await expect(card.getByRole('textbox', { name: 'Alertes par e-mail : Soudeuses de Lyon' })).toHaveValue(
    'Aucune alerte',
  );
  await card.getByRole('button', { name: 'Supprimer : Soudeuses de Lyon' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette recherche enregistrée ?' });
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('Vous n’avez pas encore de recherche enregistrée')).toBeVisible();
  await api.dispose();
});

test('a candidate is reminded of her interview by e-mail and in « Rappels et notifications », and an admin sees the work done', async ({
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const adviser = await signIn(api, 'cef@tremplin.test');
  const candidate = await signIn(api, 'candidat@tremplin.test');
  const admin = await signIn(api, 'admin@tremplin.test');

  // The adviser schedules an interview three days from now, on the hour.
  const start = new Date(Date.now() + 3 * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const scheduled = await api.post('/api/entretien', {
    headers: { authorization: `Bearer ${adviser.token}` },
    data: {
      utilisateurId: candidate.id,
      adminId: adviser.id,
      date: start.toISOString(),
      duree: 30,
      lieu: 'Agence de la Part-Dieu',
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBeLessThan(300);

  // Half an hour before it, by the server's test clock: the day-before and one-hour reminders are both due.
  await writeFile(
    path.join(server.dataDir as string, 'test-clock.json'),
    JSON.stringify({ offsetMs: start.getTime() - 30 * 60_000 - Date.now() }),
  );
  const reminder = await mailTo('candidat@tremplin.test', 'Dans une heure : votre entretien');
  expect(reminder).toContain('Agence de la Part-Dieu');

  // The candidate finds the same reminder from her profile menu, and chooses no more e-mails.
  const page = await signedInPage(browser, candidate, server.url);
  await page.goto('/');
  await appReady(page);
  await page.getByTestId('menu-profile').click();
  await page.getByRole('menuitem', { name: 'Rappels et notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: /notifications? non lues?/ })).toBeVisible();
  const notice = page.getByRole('link', { name: /^Dans une heure : votre entretien, .*Agence de la Part-Dieu\.$/ });
  await expect(notice).toBeVisible();
  const byEmail = page.getByRole('switch', { name: 'Par e-mail' });
  await expect(byEmail).toBeChecked();
  await byEmail.click();
  await expect(page.getByText('Choix des rappels enregistré.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Par e-mail' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByRole('heading', { name: 'Mes notifications' })).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(/\/details-entretien\/\d+$/);

  // The admin's « Tâches » page shows the reminders' work among the jobs done.
  const adminPage = await signedInPage(browser, admin, server.url);
  await adminPage.goto('/admin/taches');
  await appReady(adminPage);
  await adminPage.getByText(/^Terminées/).click();
  await expect(adminPage.getByRole('cell', { name: 'Rappels d’entretiens et de job datings' }).first()).toBeVisible();
  await api.dispose();
});
