// The demo recruiter adds a candidate to their favourites from the candidate's details, finds them in "Mes favoris"
// through the profile menu, and removes them there after confirming.
import { expect, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

type Card = { id: number; prenom: string; nom: string };

test('a recruiter keeps a candidate in their favourites, then removes them', async ({ browser, request }) => {
  const session = await signIn(request, 'recruteur@tremplin.test');
  const headers = { authorization: `Bearer ${session.token}` };

  // A generated job seeker the demo recruiter does not keep yet (the oldest: no other journey changes them).
  const kept = (await (await request.get(`/api/favoris/${session.id}`, { headers })).json()) as {
    candidatId: number;
  }[];
  const found = await request.get('/api/utilisateur/parfiltre/0/100?role=EN_RECHERCHE_EMPLOI', { headers });
  const cards = ((await found.json()) as { items: Card[] }).items;
  const candidate = cards.reverse().find((card) => !kept.some((f) => f.candidatId === card.id));
  expect(candidate, 'a job seeker outside the favourites').toBeDefined();
  const name = `${candidate!.prenom} ${candidate!.nom}`;

  const page = await signedInPage(browser, session);
  await page.goto(`/utilisateur/${candidate!.id}`);
  // The first visit loads the screen's code on demand: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  const added = page.getByText('Profil ajouté à vos favoris.');
  await expect(added).toBeVisible();
  // SPEC §8: success toasts are blue (and white text on them stays readable).
  await expect(page.locator('.Toastify__toast--success').filter({ has: added })).toHaveCSS(
    'background-color',
    'rgb(24, 100, 171)',
  );
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();

  // Adding again from elsewhere is refused with the warning.
  const again = await request.post(`/api/favoris/ajoutfav/${session.id}/${candidate!.id}`, {
    headers,
    data: { id: 0, version: 0 },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('Ce favori a déjà été ajouté.');

  // Header menus open on hover (SPEC §2.11).
  await page.getByTestId('menu-profile').hover();
  await page.getByRole('menuitem', { name: 'Mes favoris' }).click();
  await expect(page).toHaveURL(new RegExp(`/recruteur/liste-favoris/${session.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('result-count')).toContainText('favoris');

  // The search box narrows the list to the candidate.
  await page.getByLabel('Recherche', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByTestId('result-count')).toHaveText('1 favori');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: `Retirer des favoris : ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirer ce profil de vos favoris ?' });
  await expect(dialog).toContainText(`${name} ne figurera plus dans vos favoris.`);
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByText('Profil retiré de vos favoris.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aucun favori ne correspond à votre recherche' })).toBeVisible();

  // Gone for the server too.
  const after = (await (await request.get(`/api/favoris/${session.id}`, { headers })).json()) as {
    candidatId: number;
  }[];
  expect(after.some((f) => f.candidatId === candidate!.id)).toBe(false);
});
