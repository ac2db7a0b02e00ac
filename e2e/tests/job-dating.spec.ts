// Staff create a job dating and invite the demo candidate; the candidate finds the invitation and accepts it; staff
// then see it accepted.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('staff invite a candidate to a new job dating, the candidate accepts, staff see it confirmed', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const theme = `Métiers du numérique ${stamp}`;
  const staff = await signIn(request, 'cef@tremplin.test');
  const candidate = await signIn(request, 'candidat@tremplin.test');

  const page = await signedInPage(browser, staff);
  await page.goto('/admin/gestion-des-jobdating');
  // The first visit loads the screen's code on demand: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des JobDating' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^\d+ JobDating$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Ajouter un JobDating' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un JobDating' })).toBeVisible({ timeout: 30_000 });

  // The 15th of next month at 10:30, typed in French.
  const next = new Date();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  const mm = String(next.getMonth() + 1).padStart(2, '0');
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long' }).format(next);
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  await date.fill(`15/${mm}/${next.getFullYear()}`);
  await date.press('Escape');
  await page.getByRole('spinbutton', { name: 'Heures' }).click();
  await page.keyboard.type('1030');
  await expect(page.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('30');
  await date.blur();
  await expect(date).toHaveValue(`15/${mm}/${next.getFullYear()}`);

  await page.getByRole('textbox', { name: 'Lieu' }).fill('Lyon, Cité des entreprises');
  await page.getByRole('textbox', { name: 'Thématique' }).fill(theme);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('JobDating ajouté avec succès.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Aperçu du JobDating' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(theme)).toBeVisible();
  await expect(page.getByText(new RegExp(`15 ${month} ${next.getFullYear()} à 10:30`))).toBeVisible();

  await page.getByRole('link', { name: 'Inviter des candidats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inviter au JobDating' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Aucun candidat invité pour le moment.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Candidat à inviter' }).fill('candidat@tremplin');
  await page.getByRole('option', { name: 'Léa DUBOIS (candidat@tremplin.test)' }).click();
  await page.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(page.getByText('Invitation envoyée avec succès.')).toBeVisible();
  const row = page.getByRole('row', { name: /Léa DUBOIS/ });
  await expect(row).toContainText('En attente');

  // The candidate reaches their invitations through the menu.
  const candidatePage = await signedInPage(browser, candidate);
  await candidatePage.goto('/');
  // Header menus open on hover (SPEC §2.11).
  await candidatePage.getByTestId('menu-profile').hover();
  await candidatePage.getByRole('menuitem', { name: 'JobDating' }).click();
  await expect(candidatePage).toHaveURL(new RegExp(`/${candidate.id}/gestion-des-invitations-jobdating$`));
  await expect(candidatePage.getByRole('heading', { level: 1, name: 'Mes invitations JobDating' })).toBeVisible({
    timeout: 30_000,
  });
  const card = candidatePage.getByRole('article').filter({ hasText: theme });
  await expect(card).toContainText('En attente');
  await expectNoSeriousViolations(candidatePage);
  await card.getByRole('button', { name: `Accepter l’invitation à ${theme}` }).click();
  await expect(candidatePage.getByText('Invitation acceptée.')).toBeVisible();
  await expect(card).toContainText('Confirmée');

  await card.getByRole('link', { name: `Détails de l’invitation à ${theme}` }).click();
  await expect(candidatePage.getByRole('heading', { level: 1, name: 'Invitation JobDating' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(candidatePage.getByText('Lyon, Cité des entreprises')).toBeVisible();

  // Staff see the answer.
  await page.reload();
  await expect(page.getByRole('row', { name: /Léa DUBOIS/ })).toContainText('Confirmée', { timeout: 30_000 });
  await page.goto('/admin/gestion-des-jobdating');
  await page.getByRole('textbox', { name: 'Thématique' }).fill(stamp);
  await expect(page.getByText('1 JobDating')).toBeVisible();
  await expect(page.getByText('1 confirmée')).toBeVisible();
});
