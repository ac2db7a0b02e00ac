// Public pages come rendered at build time: a visitor sees them before any script runs, the app then takes them over
// without an error, without losing what was typed or sent meanwhile, and a signed-in visitor never sees the
// signed-out version.
import { expect, type Page, type Route, test } from '@playwright/test';
import { ROUTES } from '@tremplin/shared';
import { appReady, signedInPage, signIn } from '../support/session';

/** The addresses the build renders: public, without parameters. */
const PRERENDERED = ROUTES.filter((route) => !route.roles && !/[:*?]/.test(route.path)).map((route) => route.path);

/** Holds the app's entry script until `release` is called: the page stays as the server sent it. */
async function holdTheApp(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page shows its heading, its fields and its button', async ({ page }) => {
    await page.goto('/connexion');
    await expect(page).toHaveTitle('Connexion | Tremplin');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inscription' }).first()).toBeVisible();
  });

  test('the search shows its filters and the home page its content', async ({ page }) => {
    await page.goto('/recherche');
    await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un profil' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filtres de recherche' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Métier' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prenez votre élan vers l’emploi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer mon compte' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the app takes over every prerendered page without an error, ${viewport.width} px wide`, async ({ browser }) => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of PRERENDERED) {
      await page.goto(path);
      await appReady(page);
      // The page the server sent is the one the app now runs: its heading is the same element.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
}

test('the page sent is kept as the app takes it over', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/connexion', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Connexion' });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-seen-before', ''));
  release();
  await appReady(page);
  await expect(page.locator('h1[data-seen-before]')).toHaveText('Connexion');
});

test('what is typed and sent before the app is there reaches it', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/connexion', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'E-mail' }).fill('candidat@tremplin.test');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('PasLeBonMotDePasse1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Held for the app: the form did not leave as an address with the password in it.
  await expect(page).toHaveURL(/\/connexion$/);
  release();
  await appReady(page);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('candidat@tremplin.test');
  // The app sent it with what was typed: the server's refusal, not "required field".
  await expect(page.getByText('E-mail ou mot de passe incorrect', { exact: false }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/connexion$/);
});

test('a signed-in visitor never sees the signed-out header of a prerendered page', async ({ browser, request }) => {
  const session = await signIn(request, 'candidat@tremplin.test');
  const page = await signedInPage(browser, session);
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The page sent is there, but hidden until the app renders the signed-in one.
  await expect(page.locator('footer')).toBeAttached();
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  await expect(page.getByRole('link', { name: 'Inscription' })).toHaveCount(0);
  release();
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscription' })).toHaveCount(0);
  await page.context().close();
});
