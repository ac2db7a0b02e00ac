// A recruiter looks for profiles around Lyon: the place field suggests « Métropole de Lyon » as an intercommunalité,
// and picking it finds a demo employee living in Villeurbanne, next door, whom the city « Lyon » alone leaves out.
import { expect, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

test('a recruiter finds a Villeurbanne profile by « Métropole de Lyon »', async ({ browser, request }) => {
  const session = await signIn(request, 'recruteur@tremplin.test');
  const page = await signedInPage(browser, session);
  // The city alone: Lyon's profiles, not Villeurbanne's.
  await page.goto('/recherche?ville=Lyon');
  await expect(page.getByRole('article', { name: 'Léa DUBOIS' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'Karim BENALI' })).toHaveCount(0);

  await page.goto('/recherche');
  await expect(page.getByTestId('result-count')).toContainText('profils', { timeout: 30_000 });
  const place = page.getByRole('textbox', { name: 'Ville' });
  await place.click();
  await place.pressSequentially('Métropole de Ly');
  const option = page.getByRole('option', { name: /Métropole de Lyon/ });
  await expect(option).toContainText('Intercommunalité');
  await option.click();
  await expect(place).toHaveValue('Métropole de Lyon');
  await page.getByRole('button', { name: 'Rechercher' }).click();

  await expect(page).toHaveURL(/zone=epci%3A200046977/);
  await expect(page.getByRole('article', { name: 'Karim BENALI' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Karim BENALI' })).toContainText('Villeurbanne');
  // Lyon itself is in the metropolis too.
  await expect(page.getByRole('article', { name: 'Léa DUBOIS' })).toBeVisible();

  // The shared link brings the same search back, the field showing the place's name.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Métropole de Lyon');
  await expect(page.getByRole('article', { name: 'Karim BENALI' })).toBeVisible();
});
