// The consent dialog (SPEC §4, DESIGN differences 4 and 8) as a visitor meets it: accepting, refusing, customising,
// and a new revision of the cookies in use asking again. The library hides its dialog from automated browsers
// (navigator.webdriver); these tabs present themselves as an ordinary browser, the site itself is unchanged.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CONSENT, COOKIE_BANNER } from '@tremplin/shared';
import { appReady } from '../support/session';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  });
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Consentement aux cookies' });

async function storedConsent(context: BrowserContext): Promise<{ categories: string[]; revision: number } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT.cookie);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

test('a first visit asks once; accepting everything is remembered and not asked again', async ({ page, context }) => {
  await page.goto('/');
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  await expect(dialog(page).getByRole('heading', { name: 'Vos choix en matière de cookies' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storedConsent(context)).toMatchObject({ categories: ['necessary', 'analytics'], revision: 1 });

  await page.goto('/partenaires');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The library has had the time to decide: the stored answer keeps the dialog away.
  await page.waitForTimeout(2500);
  await expect(dialog(page)).toBeHidden();
});

test('refusing is as easy as accepting, and keeps the necessary cookies only', async ({ page, context }) => {
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Tout refuser' }).click({ timeout: 15_000 });
  await expect(dialog(page)).toBeHidden();
  expect(await storedConsent(context)).toMatchObject({ categories: ['necessary'] });
  // The older banner is settled too, so it never shows on top (DESIGN difference 8).
  expect((await context.cookies()).some((c) => c.name === COOKIE_BANNER.cookie)).toBe(true);
});

test('customising: the preferences list each category, and the choice is saved', async ({ page, context }) => {
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Personnaliser' }).click({ timeout: 15_000 });
  const preferences = page.getByRole('dialog', { name: 'Préférences de cookies' });
  await expect(preferences).toBeVisible();
  const necessary = preferences.getByRole('checkbox', { name: /Cookies nécessaires/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  const audience = preferences.getByRole('checkbox', { name: 'Mesure d’audience' });
  await expect(audience).not.toBeChecked();
  await audience.check({ force: true });
  await preferences.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(preferences).toBeHidden();
  expect(await storedConsent(context)).toMatchObject({ categories: ['necessary', 'analytics'] });

  // Changing one's mind from the /cookies page.
  await page.goto('/cookies');
  // The page comes ready-made: its button opens the preferences once the app has taken it over.
  await appReady(page);
  await page.getByRole('button', { name: 'Modifier mes préférences de cookies' }).click();
  await expect(preferences).toBeVisible();
  await expect(preferences.getByRole('checkbox', { name: 'Mesure d’audience' })).toBeChecked();
  await preferences.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(preferences).toBeHidden();
  expect(await storedConsent(context)).toMatchObject({ categories: ['necessary'] });
});

test('an answer given for an earlier revision of the cookies is asked again', async ({ page, context }) => {
  const answered = new Date(Date.now() - 86_400_000).toISOString();
  const earlier = {
    categories: ['necessary', 'analytics'],
    revision: 0,
    data: null,
    consentTimestamp: answered,
    consentId: '0f6a3f52-1c1e-4f38-9a55-2d5b8e6c9a10',
    services: { necessary: [], analytics: [] },
    languageCode: 'fr',
    lastConsentTimestamp: answered,
    expirationTime: Date.now() + 300 * 86_400_000,
  };
  const baseURL = test.info().project.use.baseURL as string;
  await context.addCookies([
    { name: CONSENT.cookie, value: encodeURIComponent(JSON.stringify(earlier)), url: baseURL },
  ]);
  await page.goto('/');
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  await dialog(page).getByRole('button', { name: 'Tout refuser' }).click();
  expect(await storedConsent(context)).toMatchObject({ categories: ['necessary'], revision: 1 });
});
