// The adviser runs the interviews (DESIGN difference 14), in Chromium with generated camera and microphone: the demo
// CEF adviser schedules an online interview for the demo candidate from her application; the candidate enters the
// waiting room; the adviser, on the user list, is told (header badge and notice, and the agenda row in another tab)
// and lets her in with one click on « Faire entrer »; then video and audio flow both ways. And the agenda, on a desktop
// and on a 390 px phone, with no serious accessibility violation.
import { devices, expect, type Page, test } from '@playwright/test';
import { expectMediaFlowing, expectNoSeriousViolations } from '../support/media';
import { signedInPage, signIn } from '../support/session';

// Two browsers with camera and microphone: heavier than a page test, so a step may outlast its wait on a loaded
// machine; the journey gets two more tries.
test.describe.configure({ mode: 'serial', timeout: 180_000, retries: 2 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test('a CEF schedules an online interview from an application, is told on another screen, and lets the candidate in', async ({
  browser,
  request,
}) => {
  const cef = await signIn(request, 'cef@tremplin.test');
  const candidate = await signIn(request, 'candidat@tremplin.test');
  const applications = await request.get(`/api/candidature/utilisateur/${candidate.id}`, {
    headers: { authorization: `Bearer ${cef.token}` },
  });
  expect(applications.status()).toBe(200);
  const [application] = (await applications.json()) as Array<{ id: number; poste: string; entreprise: string }>;
  expect(application).toBeDefined();

  // The adviser, on the candidate's application, schedules an interview starting now, online (no address).
  const adviser = await signedInPage(browser, cef);
  await adviser.goto(`/${candidate.id}/candidature/${application!.id}`);
  await adviser.getByRole('link', { name: 'Programmer un entretien' }).click({ timeout: 30_000 });
  await expect(adviser).toHaveURL(
    new RegExp(`/${candidate.id}/programmer-entretien\\?candidature=${application!.id}$`),
  );
  await expect(adviser.getByRole('textbox', { name: 'Candidature concernée' })).toHaveValue(
    `${application!.poste} — ${application!.entreprise}`,
    { timeout: 30_000 },
  );
  await expect(adviser.getByRole('textbox', { name: 'Membre du personnel' })).toHaveValue(/.+/);
  await shot(adviser, 'schedule-desktop');
  await adviser.getByRole('button', { name: 'Programmer l’entretien' }).click();
  await expect(adviser).toHaveURL(/\/details-entretien\/\d+$/, { timeout: 30_000 });
  const id = Number(/(\d+)$/.exec(adviser.url())?.[1]);
  await expect(adviser.getByRole('heading', { name: 'Entretien en ligne' })).toBeVisible();
  // On the application, the interview's date now leads to it.
  await adviser.goto(`/${candidate.id}/candidature/${application!.id}`);
  const section = adviser.getByRole('region', { name: 'Entretiens' });
  await expect(section.locator(`a[href="/details-entretien/${id}"]`)).toBeVisible({ timeout: 30_000 });

  // Then the adviser works elsewhere: the user list.
  await adviser.goto('/admin/gestion-des-utilisateur');
  await expect(adviser.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeVisible({
    timeout: 30_000,
  });
  // And has the agenda open in another tab.
  const agenda = await adviser.context().newPage();
  await agenda.goto('/admin/agenda');
  await expect(agenda.getByRole('heading', { level: 1, name: 'Agenda des entretiens' })).toBeVisible({
    timeout: 30_000,
  });
  const row = agenda.getByTestId('agenda-row').filter({ has: agenda.locator(`a[href="/details-entretien/${id}"]`) });
  await expect(row).toContainText('en ligne', { timeout: 30_000 });
  await expect(row).not.toContainText('en salle d’attente');

  // The candidate checks her camera and microphone and enters the waiting room.
  const candidatePage = await signedInPage(browser, candidate);
  await candidatePage.goto(`/details-entretien/${id}`);
  await candidatePage.getByRole('link', { name: 'Rejoindre' }).click({ timeout: 30_000 });
  const ready = candidatePage.getByRole('button', { name: 'Entrer en salle d’attente' });
  await expect(ready).toBeEnabled({ timeout: 30_000 });
  await ready.click();
  await expect(candidatePage.getByText('Votre interlocuteur va vous faire entrer')).toBeVisible();

  // The adviser is told live on the user list: the header badge and the notice; the agenda row says it too.
  await expect(adviser.getByTestId('waiting-indicator')).toContainText('Léa DUBOIS attend en salle d’attente', {
    timeout: 30_000,
  });
  const notice = adviser.getByRole('region', { name: 'Salle d’attente' });
  await expect(notice).toContainText('Léa DUBOIS est en salle d’attente');
  await shot(adviser, 'notice-desktop');
  // On a 390 px phone, the badge beside the burger and the notice across the bottom.
  await adviser.setViewportSize({ width: 390, height: 844 });
  await expect(adviser.getByTestId('waiting-indicator')).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Faire entrer' })).toBeInViewport();
  await shot(adviser, 'notice-phone');
  await adviser.setViewportSize({ width: 1280, height: 720 });
  await expect(row).toContainText('en salle d’attente', { timeout: 30_000 });
  await expectNoSeriousViolations(agenda);
  await shot(agenda, 'agenda-waiting-desktop');
  await agenda.close();

  // One click lets her in and opens the call.
  await notice.getByRole('button', { name: 'Faire entrer' }).click();
  await expect(adviser).toHaveURL(new RegExp(`/entretien/${id}$`));
  await expect(candidatePage).toHaveURL(new RegExp(`/entretien/${id}$`), { timeout: 30_000 });
  await expect(adviser.getByRole('heading', { level: 1, name: 'Entretien avec Léa DUBOIS' })).toBeVisible({
    timeout: 30_000,
  });
  await expectMediaFlowing(adviser);
  await expectMediaFlowing(candidatePage);
  await expect(adviser.getByTestId('waiting-notice')).toHaveCount(0);
  await adviser.getByRole('button', { name: 'Quitter l’entretien' }).click();
  await adviser.context().close();
  await candidatePage.context().close();
});

test('the agenda on a phone: tabs, the adviser filter, rows that open the interview', async ({ browser, request }) => {
  const cef = await signIn(request, 'cef@tremplin.test');
  const phone = await signedInPage(browser, cef, undefined, {
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
  });
  await phone.goto('/admin/agenda?periode=a-venir');
  await expect(phone.getByRole('heading', { level: 1, name: 'Agenda des entretiens' })).toBeVisible({
    timeout: 30_000,
  });
  // The adviser's own by default: in charge of the interview, or the candidate's referent.
  const first = phone.getByTestId('agenda-row').first();
  await expect(first).toContainText(/(Responsable|Référent) : Julien MOREAU/, { timeout: 30_000 });
  await expectNoSeriousViolations(phone);
  await shot(phone, 'agenda-phone');
  // Every adviser's interviews, then the past ones.
  await phone.getByRole('textbox', { name: 'Conseiller' }).click();
  await phone.getByRole('option', { name: 'Tous les conseillers' }).click();
  await expect(phone).toHaveURL(/conseiller=tous/);
  await phone.getByText('Passés', { exact: true }).click();
  await expect(phone).toHaveURL(/periode=passes/);
  await expect(phone.getByTestId('agenda-row').first()).toBeVisible({ timeout: 30_000 });
  await shot(phone, 'agenda-phone-past');
  await phone.getByTestId('agenda-row').first().getByRole('link').click();
  await expect(phone).toHaveURL(/\/details-entretien\/\d+$/);
  await phone.context().close();
});
