// The bot check itself, fetched by bot-check.tsx once a form shows: the ALTCHA widget (proof of work solved in the
// browser), Google's reCAPTCHA v3 when the server is configured for it, or nothing when protection is off.
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@tremplin/shared';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { endpointUrl } from '@/lib/endpoint-client';
import { captchaConfigQuery } from '../api/get-captcha-config';
import { BOT_CHECK_HEIGHT, type BotCheckProps } from './bot-check-types';
import { loadRecaptcha } from './recaptcha';

/** The `<altcha-widget>` element, as much of it as this wrapper uses. */
interface AltchaElement extends HTMLElement {
  configure?: (options: Record<string, unknown>) => Promise<void>;
  getState?: () => string;
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

const ALTCHA_FIELD = 'captcha';
const ALTCHA_WAIT_MS = 90_000;

async function loadAltcha(): Promise<void> {
  await import('altcha');
  await import('altcha/i18n/fr-fr');
}

/** The payload the widget wrote in its hidden field once it solved the challenge. */
const payloadOf = (widget: AltchaElement): string | undefined =>
  (widget.querySelector(`input[name="${ALTCHA_FIELD}"]`) as HTMLInputElement | null)?.value || undefined;

function altchaAnswer(widget: AltchaElement | null): Promise<string | undefined> {
  if (!widget) return Promise.reject(new Error('Vérification anti-robot indisponible.'));
  const ready = widget.getState?.() === 'verified' ? payloadOf(widget) : undefined;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error('La vérification anti-robot a pris trop de temps.')),
      ALTCHA_WAIT_MS,
    );
    // One fresh attempt after a failed or expired challenge before telling the person.
    let retried = false;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      if (state === 'verified') finish(null, payload || payloadOf(widget));
      else if ((state === 'error' || state === 'expired') && !retried) {
        retried = true;
        widget.reset?.();
        void widget.verify?.();
      } else if (state === 'error' || state === 'expired') finish(new Error('La vérification anti-robot a échoué.'));
    };
    const finish = (error: Error | null, payload?: string) => {
      clearTimeout(timer);
      widget.removeEventListener('statechange', onState);
      if (error) reject(error);
      else resolve(payload);
    };
    widget.addEventListener('statechange', onState);
    // A verification already under way (started when the form got focus) is awaited, not started twice.
    if (widget.getState?.() !== 'verifying') void widget.verify?.();
  });
}

export function BotCheckWidget({ action, ref }: BotCheckProps) {
  const config = useQuery(captchaConfigQuery());
  const widget = useRef<AltchaElement | null>(null);
  const provider = config.data?.provider;
  const siteKey = config.data?.provider === 'recaptcha' ? config.data.siteKey : undefined;

  useEffect(() => {
    if (siteKey) void loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  // ALTCHA's code (a third of a second of a slow phone's main thread) comes when the person first touches the form,
  // as a facade would: its own `auto="onfocus"` then starts solving at their next field.
  useEffect(() => {
    const form = widget.current?.closest('form');
    if (provider !== 'altcha' || !form) return;
    const load = () => void loadAltcha().catch(() => undefined);
    form.addEventListener('focusin', load, { once: true });
    form.addEventListener('pointerdown', load, { once: true });
    if (form.contains(document.activeElement)) load();
    return () => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerdown', load);
    };
  }, [provider]);

  useImperativeHandle(
    ref,
    () => ({
      answer: async () => {
        const current = config.data ?? (await config.refetch()).data;
        if (!current) throw new Error('La vérification anti-robot est indisponible. Merci de réessayer.');
        if (current.provider === 'none') return undefined;
        if (current.provider === 'recaptcha') {
          const grecaptcha = await loadRecaptcha(current.siteKey);
          return grecaptcha.execute(current.siteKey, { action });
        }
        await loadAltcha();
        return altchaAnswer(widget.current);
      },
      reset: () => widget.current?.reset?.(),
    }),
    [config, action],
  );

  // Until the server has said which protection it runs, the ALTCHA box's place stays kept, as bot-check.tsx kept it.
  if (config.isPending) return <div style={{ minHeight: BOT_CHECK_HEIGHT }} />;
  if (provider === 'altcha') {
    return (
      <altcha-widget
        ref={widget as Ref<HTMLElement>}
        challenge={endpointUrl(authEndpoints.captchaChallenge, undefined)}
        name={ALTCHA_FIELD}
        language="fr-fr"
        auto="onfocus"
        style={{ '--altcha-max-width': '100%', display: 'block', minHeight: BOT_CHECK_HEIGHT }}
      />
    );
  }
  if (provider === 'recaptcha') {
    return (
      <Text size="xs" c="dimmed">
        Ce formulaire est protégé par reCAPTCHA de Google (règles de confidentialité et conditions d’utilisation de
        Google).
      </Text>
    );
  }
  return null;
}
