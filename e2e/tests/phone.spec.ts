// A day on a 390×844 phone with touch: no page wider than the screen, the first search result on the first screen,
// the inbox as cards, and every badge's word whole.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Nothing reaches past the screen's right edge, and no badge cuts its word. */
async function fitsTheScreen(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that scrolls sideways (a wide table), content may be wider: the page itself may not.
    const inScroller = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible' && up.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.closest('.Toastify') && !inScroller(el))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} → ${el.getBoundingClientRect().right}`,
      );
    const cut = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-root'))
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const label = (el.querySelector('.mantine-Badge-label') as HTMLElement | null) ?? el;
        return label.scrollWidth > label.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => el.textContent);
    const page = document.documentElement.scrollWidth > width ? [`page ${document.documentElement.scrollWidth}`] : [];
    return { wide: [...page, ...wide.slice(0, 5)], cut };
  });
  expect(problems, where).toEqual({ wide: [], cut: [] });
}

test('a job seeker and a recruiter go through their day on a phone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const seeker = await signIn(request, 'candidat@tremplin.test');
  const page = await signedInPage(browser, seeker, undefined, PHONE);

  await page.goto('/');
  await fitsTheScreen(page, 'accueil');

  await page.goto('/recherche');
  await expect(page.getByRole('button', { name: /^Filtres \(\d+\)$/ })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y, 'first result on the first screen').toBeLessThan(844);
  await fitsTheScreen(page, 'recherche');
  // The filters unfold on a tap.
  await page.getByRole('button', { name: /^Filtres/ }).tap();
  await expect(page.getByRole('textbox', { name: 'Métier' })).toBeVisible();

  await page.goto(`/${seeker.id}/messagerie/boitedereception`);
  const inbox = page.getByRole('list', { name: 'Boîte de réception' });
  await expect(inbox).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await fitsTheScreen(page, 'messagerie');
  await inbox.getByRole('link').first().tap();
  await expect(page).toHaveURL(new RegExp(`/${seeker.id}/message/\\d+$`));
  await fitsTheScreen(page, 'message');

  await page.goto(`/mesinfos/${seeker.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsTheScreen(page, 'profil');

  await page.goto(`/${seeker.id}/candidatures`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsTheScreen(page, 'candidatures');

  const recruiter = await signIn(request, 'recruteur@tremplin.test');
  const phone = await signedInPage(browser, recruiter, undefined, PHONE);
  await phone.goto(`/recruteur/liste-favoris/${recruiter.id}`);
  await expect(phone.getByTestId('result-count')).toBeVisible();
  await fitsTheScreen(phone, 'favoris');
});
