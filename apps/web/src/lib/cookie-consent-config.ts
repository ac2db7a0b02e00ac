// Settings of the consent dialog (SPEC §4 second reading, §9; DESIGN differences 4 and 8), loaded with the library.
import { CONSENT, COOKIE_BANNER, href } from '@tremplin/shared';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';

/** Raise it when the cookies in use change: everyone is asked again. */
export const CONSENT_REVISION = 1;

const YEAR_SECONDS = 60 * 60 * 24 * COOKIE_BANNER.days;

/** Answering the dialog also settles the older banner cookie, so that banner never shows on top (difference 8). */
function markBannerDismissed(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser
  document.cookie = `${COOKIE_BANNER.cookie}=dismiss; max-age=${YEAR_SECONDS}; path=${COOKIE_BANNER.path}; SameSite=Lax`;
}

function announceChange(): void {
  window.dispatchEvent(new CustomEvent('consentChanged'));
}

export const consentConfig: CookieConsentConfig = {
  mode: 'opt-in',
  revision: CONSENT_REVISION,
  autoClearCookies: true,
  manageScriptTags: true,
  disablePageInteraction: false,
  cookie: { name: CONSENT.cookie, expiresAfterDays: CONSENT.days, sameSite: 'Lax', path: '/' },
  // v3 modals enter with a slide (translate and fade); the buttons are swapped and weigh the same.
  guiOptions: {
    consentModal: { layout: 'cloud', position: 'bottom center', flipButtons: true, equalWeightButtons: true },
    preferencesModal: { layout: 'box', flipButtons: false, equalWeightButtons: true },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: {
      autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }, { name: /^_pk_/ }, { name: /^_hj/ }] },
    },
  },
  onFirstConsent: () => {
    markBannerDismissed();
    announceChange();
  },
  onConsent: () => markBannerDismissed(),
  onChange: () => announceChange(),
  language: {
    default: 'fr',
    translations: {
      fr: {
        consentModal: {
          label: 'Consentement aux cookies',
          title: 'Vos choix en matière de cookies',
          // One short line on purpose: the dialog stays a small box at the bottom of the page, never its largest
          // paint. Where to change one's mind is in its footer.
          description: 'Mesure d’audience seulement avec votre accord.',
          acceptAllBtn: 'Tout accepter',
          acceptNecessaryBtn: 'Tout refuser',
          showPreferencesBtn: 'Personnaliser',
          footer: `<a href="${href('cookies')}">Changer d’avis plus tard : page Cookies</a><a href="${href('legal')}">Mentions légales</a>`,
        },
        preferencesModal: {
          title: 'Préférences de cookies',
          acceptAllBtn: 'Tout accepter',
          acceptNecessaryBtn: 'Tout refuser',
          savePreferencesBtn: 'Enregistrer mes choix',
          closeIconLabel: 'Fermer',
          sections: [
            {
              title: 'Comment nous utilisons les cookies',
              description:
                'Un cookie est un petit fichier déposé par le site dans votre navigateur. Nous ne déposons que ' +
                'ceux dont vous avez besoin, et ceux que vous acceptez ici. Votre choix est conservé un an.',
            },
            {
              title: 'Cookies nécessaires <span class="pm__badge">Toujours actifs</span>',
              description:
                'Ils retiennent votre choix sur les cookies et permettent de rester connecté. Sans eux, le site ne ' +
                'fonctionne pas ; ils ne servent à aucun suivi.',
              linkedCategory: 'necessary',
            },
            {
              title: 'Mesure d’audience',
              description:
                'Des statistiques anonymes de fréquentation nous aideraient à savoir quelles pages sont utiles. ' +
                'Aucun outil de ce type n’est actif sans votre accord.',
              linkedCategory: 'analytics',
            },
            {
              title: 'En savoir plus',
              description: `La page <a href="${href('cookies')}">Cookies</a> détaille chaque cookie et sa durée.`,
            },
          ],
        },
      },
    },
  },
};
