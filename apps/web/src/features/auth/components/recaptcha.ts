// reCAPTCHA v3: Google's script loaded once with the site key; a token is asked for each submission with its action.
interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=fr`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA indisponible.'));
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Le service anti-robot de Google ne répond pas. Merci de réessayer.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
