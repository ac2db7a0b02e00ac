// The second factor in Chromium, on a server where staff must use one (STAFF_MFA=required): a staff member enrols at
// sign-in from the key shown on screen, then signs in with a code, with a recovery code (refused the second time) and
// with a remembered device; a replayed code is refused in French. The screens hold at 390 px.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, SECOND_FACTOR_MESSAGES } from '@tremplin/shared';
import { generate } from 'otplib';
import { extraPort, type Running, startApi } from '../support/servers';
import { DEMO_PASSWORD } from '../support/session';

// One server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

let server: Running;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startApi(extraPort(5), { STAFF_MFA: 'required' });
});
test.afterAll(async () => server?.stop());

// Each sign-in needs a code of a time step not used yet: the server's test clock moves 30 s forward before each code.
let offsetMs = 0;
async function nextTimeStep() {
  offsetMs += 30_000;
  await writeFile(path.join(server.dataDir as string, 'test-clock.json'), JSON.stringify({ offsetMs }));
}
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function passwordStep(page: Page, email: string) {
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.login })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
}

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Déconnexion' })
    .click();
  await expect(page).toHaveURL(/\/connexion$/);
}

async function typeCode(page: Page, code: string, remember = false) {
  await page.getByRole('textbox', { name: 'Code de vérification' }).fill(code);
  if (remember) await page.getByRole('checkbox', { name: 'Se souvenir de cet appareil pendant 30 jours' }).check();
  await page.getByRole('button', { name: 'Vérifier' }).click();
}

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('a staff member enrols, then signs in with a code, a recovery code once, and a remembered device', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  const page = await context.newPage();

  // Required for a CEF: the sign-in asks for the enrolment, on a phone's screen.
  await passwordStep(page, 'cef@tremplin.test');
  await expect(page.getByText(SECOND_FACTOR_MESSAGES.enrolmentStep)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' }),
  ).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await fitsPhone(page);
  await page.getByRole('textbox', { name: 'Code affiché par l’application' }).fill(await codeNow(secret));
  await page.getByRole('button', { name: 'Activer et me connecter' }).click();
  const codesList = page.getByRole('list', { name: 'Codes de secours' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10, { timeout: 30_000 });
  const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await fitsPhone(page);
  await page.getByRole('button', { name: 'J’ai noté mes codes, continuer' }).click();
  await expectSignedIn(page);

  // The settings screen says it is on, and cannot be turned off for this role.
  await page.goto('/double-authentification');
  await expect(page.getByRole('heading', { level: 1, name: 'Double authentification' })).toBeVisible();
  await expect(page.getByText('Activée', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Codes de secours restants : 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);
  await fitsPhone(page);
  await page.setViewportSize(DESKTOP);
  await signOut(page);

  // With a code of the app.
  await nextTimeStep();
  const code = await codeNow(secret);
  await passwordStep(page, 'cef@tremplin.test');
  await expect(page.getByText(SECOND_FACTOR_MESSAGES.codeStep)).toBeVisible({ timeout: 30_000 });
  await typeCode(page, code);
  await expectSignedIn(page);
  await signOut(page);

  // The same code again, within its 30 seconds: refused in French.
  await passwordStep(page, 'cef@tremplin.test');
  await typeCode(page, code);
  await expect(page.getByRole('alert').filter({ hasText: SECOND_FACTOR_MESSAGES.codeReplayed })).toBeVisible({
    timeout: 30_000,
  });

  // A recovery code instead: it opens the account once.
  await typeCode(page, recoveryCodes[0] as string);
  await expectSignedIn(page);
  await signOut(page);
  await passwordStep(page, 'cef@tremplin.test');
  await typeCode(page, recoveryCodes[0] as string);
  await expect(page.getByRole('alert').filter({ hasText: SECOND_FACTOR_MESSAGES.recoveryCodeUsed })).toBeVisible({
    timeout: 30_000,
  });

  // A fresh code, and this device remembered: the next sign-in asks for no code.
  await page.setViewportSize(PHONE);
  await fitsPhone(page);
  await page.setViewportSize(DESKTOP);
  await nextTimeStep();
  await typeCode(page, await codeNow(secret), true);
  await expectSignedIn(page);
  await signOut(page);
  await passwordStep(page, 'cef@tremplin.test');
  await expectSignedIn(page);
  await context.close();
});

test('the demo account enrolled in advance signs in with a code of the secret the README gives', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  const page = await context.newPage();
  await passwordStep(page, 'cef.securise@tremplin.test');
  // Asked for a code straight away: no enrolment, the secret is already the account's.
  await expect(page.getByRole('textbox', { name: 'Code de vérification' })).toBeVisible({ timeout: 30_000 });
  await fitsPhone(page);
  await nextTimeStep();
  await typeCode(page, await codeNow('TREMPLINDEMOTREMPLINDEMOSECURITE'));
  await expectSignedIn(page);
  await context.close();
});
