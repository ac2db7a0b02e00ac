// Voice rooms in Chromium with generated microphones: three admins in one room each receive audio from the two others,
// while the lobby lists the room and its participants live, until the room empties and disappears.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Every peer's statistics on the page show audio received. */
async function expectHearing(page: Page, others: number) {
  const stats = page.getByTestId('call-stats');
  await expect(stats).toHaveCount(others, { timeout: 30_000 });
  for (let i = 0; i < others; i++) {
    await expect
      .poll(async () => Number(await stats.nth(i).getAttribute('data-audio-bytes')), { timeout: 30_000 })
      .toBeGreaterThan(1000);
  }
}

test('three admins talk in a voice room, each hearing the two others, and the lobby follows them live', async ({
  browser,
  request,
}) => {
  const name = `Équipe ${Date.now().toString(36)}`;
  const admin = await signIn(request, 'admin@tremplin.test');

  const lobby = await signedInPage(browser, admin);
  await lobby.goto('/experimental/mumble/lobby');
  await expect(lobby.getByRole('heading', { level: 1, name: 'Salons vocaux' })).toBeVisible({ timeout: 30_000 });
  await expect(lobby.getByRole('link', { name })).toHaveCount(0);
  await expectNoSeriousViolations(lobby);

  // The first joins by typing the room's name in the lobby, the others by its address.
  const first = await signedInPage(browser, admin);
  await first.goto('/experimental/mumble/lobby');
  await first.getByRole('textbox', { name: 'Nom du salon' }).fill(name);
  await first.getByRole('button', { name: 'Rejoindre le salon' }).click();
  await expect(first.getByRole('heading', { level: 1, name: `Salon ${name}` })).toBeVisible({ timeout: 30_000 });
  await expect(first.getByText('Vous êtes seul dans ce salon pour l’instant.')).toBeVisible();
  const rooms = lobby.getByTestId('voice-rooms');
  await expect(rooms).toContainText(`${name}1 / 6`, { timeout: 30_000 });

  const others: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const page = await signedInPage(browser, admin);
    await page.goto(`/experimental/mumble/room/${encodeURIComponent(name)}`);
    others.push(page);
  }
  await expect(rooms).toContainText(`${name}3 / 6`, { timeout: 30_000 });
  const pages = [first, ...others];
  for (const page of pages) await expectHearing(page, 2);
  // The generated microphones beep: the speaking indicator lights up for the others.
  await expect(first.getByTestId('voice-participant').getByText('parle', { exact: true }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousViolations(first);

  // Muting shows on the others' pages.
  await first.getByRole('button', { name: 'Couper le micro' }).click();
  for (const page of others) await expect(page.getByText('micro coupé')).toBeVisible({ timeout: 15_000 });

  await first.getByRole('button', { name: 'Quitter le salon' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Salons vocaux' })).toBeVisible();
  await expect(rooms).toContainText(`${name}2 / 6`, { timeout: 30_000 });
  for (const page of others) await page.context().close();
  await expect(lobby.getByRole('link', { name })).toHaveCount(0, { timeout: 30_000 });
  await lobby.context().close();
  await first.context().close();
});
