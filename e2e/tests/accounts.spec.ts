// Accounts in Chromium, with the server's default bot protection (ALTCHA solved by the widget in the page): the
// demo accounts sign in, a person goes from registration to sign-out, and an unusable access token is renewed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AUTH_MESSAGES, MESSAGES } from '@tremplin/shared';
import { E2E_DATA_DIR } from '../playwright.config';

const DEMO_PASSWORD = 'Tremplin2026!';
const DEMO_ACCOUNTS = ['admin', 'cef', 'assistant', 'recruteur', 'candidat', 'employe', 'poe', 'alternant'].map(
  (name) => `${name}@tremplin.test`,
);

interface StoredAuth {
  token: string | null;
  refreshToken: string | null;
  role: string | null;
  userId: number | null;
  logged: boolean;
}

const storedAuth = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tremplin-auth');
    return raw ? ((JSON.parse(raw) as { state: { auth: unknown } }).state.auth as StoredAuth) : null;
  });

/** Decodes the quoted-printable text of an .eml file (soft line breaks, =XX bytes in UTF-8). */
function decodeQuotedPrintable(source: string): string {
  const joined = source.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The path of the newest link to `route` e-mailed to `to`: the e2e server has no SMTP_URL, so it writes each
 * message as an .eml file under DATA_DIR/mail. Waits for the outbox to deliver.
 */
async function mailedLink(to: string, route: 'confirmation' | 'reset-motdepasse', after: number): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let found: string | null = null;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
        } catch {
          return null;
        }
        const candidates = files
          .map((f) => path.join(dir, f))
          .map((file) => ({ file, text: decodeQuotedPrintable(readFileSync(file, 'utf8')) }))
          .filter(({ text }) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text))
          .sort((a, b) => b.file.localeCompare(a.file));
        for (const { file, text } of candidates) {
          const stamp = path.basename(file).slice(0, 24);
          if (
            new Date(stamp.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z')) <
            new Date(after)
          )
            continue;
          const match = new RegExp(`https?://[^\\s"'<>]+(/${route}/[^\\s"'<>]+)`).exec(text);
          if (match?.[1]) {
            found = match[1];
            return found;
          }
        }
        return null;
      },
      { timeout: 30_000, message: `e-mail « ${route} » pour ${to}` },
    )
    .not.toBeNull();
  return found as unknown as string;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.login })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
}

async function signOutThroughHeader(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Déconnexion' })
    .click();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await storedAuth(page)).toBeNull();
}

test('the eight demo accounts sign in through the form and out again', async ({ page }) => {
  test.setTimeout(300_000);
  for (const email of DEMO_ACCOUNTS) {
    await signInThroughForm(page, email, DEMO_PASSWORD);
    const auth = await storedAuth(page);
    expect(auth, email).toMatchObject({ logged: true });
    expect(auth?.token, email).toBeTruthy();
    expect(auth?.refreshToken, email).toBeTruthy();
    await signOutThroughHeader(page);
  }
});

test('a wrong password is refused in French, and the form stays usable', async ({ page }) => {
  await page.goto('/connexion');
  // The bot check's code waits for the form to be touched, and its place is kept meanwhile: nothing moves when it shows.
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await page.waitForLoadState('networkidle');
  const before = await submit.boundingBox();
  expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true);
  await page.getByLabel('E-mail').fill('candidat@tremplin.test');
  await expect(page.locator('altcha-widget .altcha')).toBeVisible();
  expect((await submit.boundingBox())?.y).toBe(before?.y);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('PasLeBonMotDePasse1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // In the form, and as SPEC §8's orange error toast beside it.
  const refusals = page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidCredentials });
  await expect(refusals).toHaveCount(2, { timeout: 30_000 });
  await expect(page.locator('.Toastify__toast--error').filter({ hasText: AUTH_MESSAGES.invalidCredentials })).toHaveCSS(
    'background-color',
    'rgb(194, 65, 12)',
  );
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await storedAuth(page)).toBeNull();
});

test('a person registers, confirms by e-mail, signs in, changes and resets the password, and signs out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `lea.moreau.${Date.now()}@exemple.fr`;
  const first = 'Premier2026mdp';
  const second = 'Deuxieme2026mdp';
  const third = 'Troisieme2026mdp';

  // Registration, with the password policy shown as it is typed.
  const registeredAt = Date.now() - 1000;
  await page.goto('/inscription');
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await page.getByLabel('E-mail').fill(email);
  const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
  await password.fill('court');
  const rules = page.getByRole('list', { name: 'Règles du mot de passe' });
  await expect(rules.getByText('Au moins 10 caractères : manquante')).toBeAttached();
  await password.fill(first);
  await expect(rules.getByText('Au moins 10 caractères : respectée')).toBeAttached();
  await page.getByLabel('Ville').fill('Nantes');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.registrationMailSent(email) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/inscription-reussie$/);

  // The account is inactive until the e-mailed link is followed.
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(first);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidCredentials }).first()).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(await mailedLink(email, 'confirmation', registeredAt));
  await expect(page.getByText(AUTH_MESSAGES.confirmed)).toBeVisible();

  await signInThroughForm(page, email, first);
  const userId = (await storedAuth(page))?.userId;
  expect(userId).toBeGreaterThan(0);

  // Change of password: the current one is asked; a job seeker goes back to their profile.
  await page.goto(`/modifiermotdepasse/${userId}`);
  await page.getByLabel('Mot de passe actuel').fill(first);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(second);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(second);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.passwordChanged })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mesinfos/${userId}$`));
  await signOutThroughHeader(page);

  // Reset through the e-mailed link.
  const requestedAt = Date.now() - 1000;
  await page.goto('/mot-de-passe-oublie');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie-soumis$/, { timeout: 30_000 });
  await page.goto(await mailedLink(email, 'reset-motdepasse', requestedAt));
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(third);
  await page.getByLabel('Confirmer le mot de passe').fill(third);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.passwordReset })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/connexion$/);

  await signInThroughForm(page, email, third);
  await signOutThroughHeader(page);
});

test('an access token the server no longer accepts is renewed without the person noticing', async ({ page }) => {
  await signInThroughForm(page, 'candidat@tremplin.test', DEMO_PASSWORD);
  const before = await storedAuth(page);
  expect(before?.token).toBeTruthy();

  // A browser cannot forge an expired token with a valid signature; a token with a broken signature gets the
  // same 401 from every call and `false` from /auth/validate, which is what an expired one gets.
  await page.evaluate(() => {
    const raw = localStorage.getItem('tremplin-auth');
    if (!raw) throw new Error('no session');
    const stored = JSON.parse(raw) as { state: { auth: { token: string } } };
    const [header, payload] = stored.state.auth.token.split('.');
    stored.state.auth.token = `${header}.${payload}.c2lnbmF0dXJlLWZhdXNzZQ`;
    localStorage.setItem('tremplin-auth', JSON.stringify(stored));
  });
  const broken = (await storedAuth(page))?.token;

  const uid = before?.userId;
  await page.goto(`/boitedereception`);
  await expect(page).toHaveURL(/\/boitedereception$/);
  await expect.poll(async () => (await storedAuth(page))?.token, { timeout: 15_000 }).not.toBe(broken);
  const after = await storedAuth(page);
  expect(after).toMatchObject({ logged: true, userId: uid });
  expect(after?.refreshToken).not.toBe(before?.refreshToken);

  // The renewed token works, and the person was never told the session had ended.
  const status = await page.evaluate(
    async ({ token, id }) => (await fetch(`/profile/${id}`, { headers: { Authorization: `Bearer ${token}` } })).status,
    { token: after?.token, id: uid },
  );
  expect(status).toBe(200);
  await expect(page.getByText(MESSAGES.unauthenticated)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Déconnexion' }).first()).toBeVisible();
});
