// What the journeys with camera and microphone share: the media checks of a call, and axe on a page at rest.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Waits until the page's statistics of its peer show video frames decoded and audio bytes received. */
export async function expectMediaFlowing(page: Page, route?: string) {
  const stats = page.getByTestId('call-stats').first();
  await expect(stats).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Number(await stats.getAttribute('data-frames-decoded')), { timeout: 30_000 })
    .toBeGreaterThan(10);
  await expect
    .poll(async () => Number(await stats.getAttribute('data-audio-bytes')), { timeout: 30_000 })
    .toBeGreaterThan(1000);
  if (route) await expect(stats).toHaveAttribute('data-route', route);
}
