// Signing the demo accounts in for journeys that are not about signing in: the API call the form makes, then a
// tab that starts with the session the web app keeps in localStorage ('tremplin-auth').
import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const DEMO_PASSWORD = 'Tremplin2026!';

export interface Session {
  token: string;
  refreshToken: string;
  role: string;
  id: number;
}

/** The anti-robot field of a form, as the ALTCHA widget fills it (undefined when the server asks for none). */
export async function solveCaptcha(request: APIRequestContext): Promise<string | undefined> {
  const challengeResponse = await request.get('/api/captcha/challenge');
  expect(challengeResponse.ok()).toBe(true);
  const { provider, ...challenge } = (await challengeResponse.json()) as { provider: string } & Record<string, unknown>;
  if (provider !== 'altcha') return undefined;
  const solution = await solveChallenge({ challenge: challenge as unknown as Challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Tries POST /auth/connexion, solving the ALTCHA challenge as the widget would; answers the server's response. */
export async function attemptSignIn(request: APIRequestContext, email: string) {
  const captcha = await solveCaptcha(request);
  return request.post('/auth/connexion', { data: { email, motDePasse: DEMO_PASSWORD, captcha } });
}

/** Signs in through POST /auth/connexion, solving the ALTCHA challenge as the widget would. */
export async function signIn(request: APIRequestContext, email: string): Promise<Session> {
  const response = await attemptSignIn(request, email);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/**
 * Opens a browser tab already signed in with that session (on another server than the suite's when given, with a
 * phone's screen and touch when asked).
 */
export async function signedInPage(
  browser: Browser,
  session: Session,
  baseURL?: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, ...(baseURL ? { baseURL } : {}) });
  await context.addInitScript((s) => {
    localStorage.setItem(
      'tremplin-auth',
      JSON.stringify({
        state: {
          auth: {
            token: s.token,
            refreshToken: s.refreshToken,
            typeToken: 'Bearer',
            role: s.role,
            logged: true,
            userId: s.id,
          },
        },
        version: 1,
      }),
    );
  }, session);
  return context.newPage();
}

/** Waits until the app has taken the prerendered page over: before that, its buttons are markup only. */
export const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
