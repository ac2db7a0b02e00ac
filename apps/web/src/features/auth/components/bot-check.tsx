// The bot check of the sign-in, registration and reset forms. It shows nothing before the server has said which
// protection it runs, so its code (bot-check-widget.tsx) is fetched beside that answer instead of in the page's first
// load; a form submitted before it is there waits for it.
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { captchaConfigQuery } from '../api/get-captcha-config';
import { BOT_CHECK_HEIGHT, type BotCheckHandle, type BotCheckProps } from './bot-check-types';

export type { BotCheckHandle, BotCheckProps };

const UNAVAILABLE = 'La vérification anti-robot est indisponible. Merci de réessayer.';

let widgetCode: Promise<ComponentType<BotCheckProps>> | null = null;
const loadWidget = () => {
  widgetCode ??= import('./bot-check-widget').then((m) => m.BotCheckWidget);
  // A failed fetch is tried again by the next form.
  widgetCode.catch(() => {
    widgetCode = null;
  });
  return widgetCode;
};

/** A promise settled from outside: here, once the widget's handle is set. */
function whenSet() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export function BotCheck({ action, ref }: BotCheckProps) {
  const client = useQueryClient();
  const [Widget, setWidget] = useState<ComponentType<BotCheckProps> | null>(null);
  const inner = useRef<BotCheckHandle | null>(null);
  const [mounted] = useState(whenSet);
  const [attach] = useState(() => (handle: BotCheckHandle | null) => {
    inner.current = handle;
    if (handle) mounted.resolve();
  });

  useEffect(() => {
    void client.prefetchQuery(captchaConfigQuery());
    loadWidget()
      .then((component) => setWidget(() => component))
      // Tried again at submission, which then says so if it fails.
      .catch(() => undefined);
  }, [client]);

  useImperativeHandle(
    ref,
    () => ({
      answer: async () => {
        if (!inner.current) {
          const component = await loadWidget().catch(() => {
            throw new Error(UNAVAILABLE);
          });
          setWidget(() => component);
          await mounted.promise;
        }
        return inner.current!.answer();
      },
      reset: () => inner.current?.reset(),
    }),
    [mounted],
  );

  // The ALTCHA box's place is kept until it shows; the other protections show at most a line of text.
  if (!Widget) {
    // Read, not watched: the widget's arrival renders this again (useQuery would cost the page's first load 3 KB).
    const provider = client.getQueryData(captchaConfigQuery().queryKey)?.provider ?? 'altcha';
    return provider === 'altcha' ? <div style={{ minHeight: BOT_CHECK_HEIGHT }} /> : null;
  }
  return <Widget action={action} ref={attach} />;
}
