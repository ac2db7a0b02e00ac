// The shell a visitor meets first: titles, the 404 and forbidden pages, the mobile menu, and accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { appReady } from '../support/session';

// Contrast is checked at rest: axe scrolls elements into view as it measures them, which starts their fade-in.
test.use({ reducedMotion: 'reduce' });

async function expectNoSeriousViolations(page: Page) {
  // Sections fading in as they scroll into view are half transparent for a moment: check once each has settled.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-aos]')).every((el) =>
      ['0', '1'].includes(getComputedStyle(el).opacity),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('the home page carries the product title and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/ \| Tremplin$/);
  await expect(page.getByRole('link', { name: 'Tremplin' }).first()).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page introuvable | Tremplin');
  await expectNoSeriousViolations(page);
});

test('the forbidden page has its title', async ({ page }) => {
  await page.goto('/interdit');
  await expect(page).toHaveTitle('Accès interdit | Tremplin');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Accès interdit');
  await expectNoSeriousViolations(page);
});

test('a signed-out visitor sent to a private page lands on the sign-in page', async ({ page }) => {
  await page.goto('/admin/gestion-des-utilisateur');
  await expect(page).toHaveURL(/\/connexion$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens the mobile menu', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(burger).toBeVisible();
    // The prerendered burger shows before the app has taken the page over; a tap before that is not yet handled.
    await appReady(page);
    await burger.click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Partenaires' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Inscription' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
