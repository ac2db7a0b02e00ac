// A recruiter finds a demo candidate at /recherche by a word of her description typed without accents, then opens
// her details; the filters stay in the URL so the search can be shared.
import { expect, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

test('a recruiter finds a candidate by a word of her description typed without accents', async ({
  browser,
  request,
}) => {
  const session = await signIn(request, 'recruteur@tremplin.test');
  const page = await signedInPage(browser, session);
  await page.goto('/recherche');
  // The first visit loads the screen's code on demand: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un profil' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('result-count')).toContainText('profils');

  // "Léa" and "particulièrement" (from her description), typed without accents.
  await page.getByLabel('Recherche', { exact: true }).fill('lea particulierement');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/recherche\?search=lea\+particulierement$/);
  const card = page.getByRole('article', { name: 'Léa DUBOIS' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Développeuse web');

  // The URL alone brings the same search back (a shared link).
  await page.reload();
  await expect(page.getByLabel('Recherche', { exact: true })).toHaveValue('lea particulierement');
  await expect(page.getByRole('article', { name: 'Léa DUBOIS' })).toBeVisible();

  await page.getByRole('link', { name: 'Léa DUBOIS', exact: true }).click();
  await expect(page).toHaveURL(/\/utilisateur\/\d+$/);
  await expect(page.getByText('Léa', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Développeuse web').first()).toBeVisible();
});

test('an anonymous visitor sees the empty state, and reset brings every profile back', async ({ page }) => {
  await page.goto('/recherche?search=zzzz-introuvable');
  await expect(page.getByText('Aucun profil ne correspond à votre recherche')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(page).toHaveURL(/\/recherche$/);
  await expect(page.getByTestId('result-count')).toContainText('profils');
});

test('the filter pickers open at the first click and at the first key, though their code comes late', async ({
  page,
}) => {
  await page.goto('/recherche');
  await expect(page.getByTestId('result-count')).toContainText('profils', { timeout: 30_000 });

  // With the mouse: the list opens at the first click.
  await page.getByRole('textbox', { name: 'Type de contrat' }).click();
  await page.getByRole('option', { name: 'Alternance' }).click();
  await expect(page.getByRole('textbox', { name: 'Type de contrat' })).toHaveValue('Alternance');

  // With the keyboard: the field keeps the focus when its picker takes its place, and the arrow opens the list.
  await page.getByRole('textbox', { name: 'Type de contrat' }).press('Tab');
  await expect(page.getByRole('textbox', { name: 'Rôle' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Recruteur' })).toBeVisible();
  await page.getByRole('option', { name: 'Recruteur' }).click();

  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/typeDeContrat=ALTERNANCE/);
  await expect(page).toHaveURL(/role=RECRUTEUR/);
});
