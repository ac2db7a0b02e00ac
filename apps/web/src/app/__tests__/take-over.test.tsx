// Taking over a page the server sent ready-made: when the app hydrates it, and what a person typed, ticked or sent
// before the app was there reaching it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act } from '@testing-library/react';
import { type FormEvent, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/session-store';
import { APP_READY_ATTRIBUTE, beginTakeOver, canHydrate, finishTakeOver } from '../take-over';

function SignUp({ onSend }: { onSend: (values: { email: string; agreed: boolean; city: string }) => void }) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [city, setCity] = useState('');
  // As RouteScreen does once its screen is on the page.
  useEffect(() => finishTakeOver(document.getElementById('root')), []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, agreed, city });
  };
  return (
    <form onSubmit={send} aria-label="Inscription">
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
      <input
        aria-label="J’accepte"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
      <select aria-label="Ville" value={city} onChange={(event) => setCity(event.currentTarget.value)}>
        <option value="">Toutes</option>
        <option value="Lyon">Lyon</option>
      </select>
      <button type="submit">Envoyer</button>
    </form>
  );
}

let root: Root | null = null;

/** The page as the server sends it, rendered at /inscription. */
function prerendered(onSend: (values: { email: string; agreed: boolean; city: string }) => void) {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = '/inscription';
  container.innerHTML = renderToString(<SignUp onSend={onSend} />);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, onSend: (values: { email: string; agreed: boolean; city: string }) => void) {
  beginTakeOver(container, true);
  act(() => {
    root = hydrateRoot(container, <SignUp onSend={onSend} />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  window.tremplinHeldSubmit = undefined;
});

describe('taking over a ready-made page', () => {
  const at = (pathname: string, search = '') => ({ pathname, search }) as Location;

  it('hydrates a signed-out visit at the address the page was rendered for, without a query', () => {
    const container = prerendered(vi.fn());
    expect(canHydrate(container, false, at('/inscription'))).toBe(true);
    expect(canHydrate(container, true, at('/inscription'))).toBe(false);
    expect(canHydrate(container, false, at('/inscription', '?ville=Lyon'))).toBe(false);
    expect(canHydrate(container, false, at('/connexion'))).toBe(false);
    window.history.replaceState({ usr: { email: 'a@b.fr' }, key: 'x', idx: 0 }, '');
    expect(canHydrate(container, false, at('/inscription'))).toBe(false);
    window.history.replaceState(null, '');
    const shell = document.createElement('div');
    expect(canHydrate(shell, false, at('/inscription'))).toBe(false);
  });

  it('drops the page sent when rendering afresh, and lets forms go at once', () => {
    const container = prerendered(vi.fn());
    beginTakeOver(container, false);
    expect(container.childElementCount).toBe(0);
    expect(container.dataset.prerendered).toBeUndefined();
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
  });

  it('rendering afresh (a reload after an in-app move), keeps what was typed and sends a form held meanwhile', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    container.querySelector('input')!.value = 'lea@exemple.fr';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    container.querySelector('select')!.value = 'Lyon';
    window.tremplinHeldSubmit = {
      form: container.querySelector('form')!,
      submitter: container.querySelector('button'),
    };
    beginTakeOver(container, false);
    act(() => {
      root = createRoot(container);
      root.render(<SignUp onSend={onSend} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('input')!.value).toBe('lea@exemple.fr');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'lea@exemple.fr', agreed: true, city: 'Lyon' });
  });

  it('hands what was typed, ticked and chosen before hydration to the app', () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    container.querySelector('input')!.value = 'lea@exemple.fr';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    container.querySelector('select')!.value = 'Lyon';
    hydrate(container, onSend);
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
    expect(container.querySelector('input')!.value).toBe('lea@exemple.fr');
    act(() => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith({ email: 'lea@exemple.fr', agreed: true, city: 'Lyon' });
  });

  it('sends a form held before the app was there, once, with what was typed', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    container.querySelector('input')!.value = 'lea@exemple.fr';
    window.tremplinHeldSubmit = { form: container.querySelector('form')!, submitter: null };
    hydrate(container, onSend);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'lea@exemple.fr', agreed: false, city: '' });
    expect(window.tremplinHeldSubmit).toBeUndefined();
  });
});

describe('the inline script of index.html', () => {
  const html = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  // biome-ignore lint/security/noGlobalEval: runs the page's own inline script, in the page's scope as the browser does
  const run = () => window.eval(inline);

  afterEach(async () => {
    // The script starts the held files after a frame: let that run while the page is still here.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    document.documentElement.removeAttribute('data-member');
    localStorage.clear();
  });

  it('marks a signed-in visit from the session the app keeps', () => {
    run();
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { auth: { logged: true } }, version: 1 }));
    run();
    expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  });

  it('holds a form sent before the app is there, and lets it go once the app is', () => {
    run();
    const form = document.createElement('form');
    document.body.append(form);
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(window.tremplinHeldSubmit?.form).toBe(form);
    window.tremplinHeldSubmit = undefined;
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(window.tremplinHeldSubmit).toBeUndefined();
  });
});
