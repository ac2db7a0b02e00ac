// An admin watches a sign-in arrive in the live log console (password hidden), and switches the prospecting table
// into the staff menu: an adviser's open page shows it without reloading.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signedInPage, signIn } from '../support/session';

test('the live log console shows a sign-in without its password', async ({ browser, request }) => {
  const admin = await signIn(request, 'admin@tremplin.test');
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/console-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Console des journaux' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Lignes du journal' });
  await expect(table).toBeVisible({ timeout: 15_000 });

  // A mistyped password, then the right one: neither is written anywhere.
  const typo = `${DEMO_PASSWORD}-faute-${Date.now()}`;
  await request.post('/auth/connexion', { data: { email: 'candidat@tremplin.test', motDePasse: typo } });
  const before = await table.getByText(/"url":"\/auth\/connexion"/).count();
  await signIn(request, 'candidat@tremplin.test');
  await expect
    .poll(() => table.getByText(/"url":"\/auth\/connexion"/).count(), { timeout: 15_000 })
    .toBeGreaterThan(before);
  await expect(table).not.toContainText(typo);

  await page.getByRole('textbox', { name: 'Texte' }).fill('/auth/connexion');
  await expect(table.getByRole('row').nth(1)).toContainText('/auth/connexion');
});

test('an admin switches the prospecting table into every open staff menu', async ({ browser, request }) => {
  const admin = await signIn(request, 'admin@tremplin.test');
  const cef = await signIn(request, 'cef@tremplin.test');
  const cefPage = await signedInPage(browser, cef);
  await cefPage.goto('/');
  await cefPage.getByTestId('menu-profile').hover();
  await expect(cefPage.getByRole('menuitem', { name: 'JobDating' })).toBeVisible({ timeout: 30_000 });
  await expect(cefPage.getByRole('menuitem', { name: 'Tableau de prospection' })).toHaveCount(0);

  const page = await signedInPage(browser, admin);
  await page.goto('/admin/parametres');
  const toggle = page.getByRole('switch', { name: /Tableau de prospection/ });
  await expect(toggle).not.toBeChecked({ timeout: 30_000 });
  await toggle.click({ force: true });
  await expect(page.getByText('Réglage enregistré : il s’applique à tout le monde.')).toBeVisible();
  try {
    await cefPage.mouse.move(0, 400);
    await cefPage.getByTestId('menu-profile').hover();
    await expect(cefPage.getByRole('menuitem', { name: 'Tableau de prospection' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
  }
});
