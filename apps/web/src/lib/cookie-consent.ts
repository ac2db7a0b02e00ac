// Cookie consent (SPEC §4 second reading; DESIGN differences 4 and 8): vanilla-cookieconsent in French, refusing as
// easy as accepting. The library, its styles and its settings are loaded on demand, away from the first paint.
type CookieConsentApi = typeof import('vanilla-cookieconsent');

/** Delay before the dialog shows to a visitor who has not answered yet. */
export const CONSENT_DELAY_MS = 600;

let started: Promise<CookieConsentApi> | null = null;

/** Loads the library and its styles, then runs it once; the dialog shows when no valid answer is stored. */
export function startCookieConsent(): Promise<CookieConsentApi> {
  started ??= Promise.all([
    import('vanilla-cookieconsent'),
    import('./cookie-consent-config'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
    import('./cookie-consent.css'),
  ]).then(async ([cookieConsent, { consentConfig }]) => {
    await cookieConsent.run(consentConfig);
    return cookieConsent;
  });
  started.catch(() => {
    started = null;
  });
  return started;
}

/** Starts the consent dialog after the page is idle, so it never delays the first paint. */
export function scheduleCookieConsent(delayMs: number = CONSENT_DELAY_MS): void {
  const start = () => {
    startCookieConsent().catch(() => undefined);
  };
  window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, delayMs);
}

/** Opens the preferences (the /cookies page and anyone changing their mind). */
export async function openCookiePreferences(): Promise<void> {
  const cookieConsent = await startCookieConsent();
  cookieConsent.showPreferences();
}
