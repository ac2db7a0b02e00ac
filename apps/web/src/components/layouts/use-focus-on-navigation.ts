// After an in-app navigation, focus moves to the new page's main heading so screen readers announce it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_HEADING_MS = 10_000;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Remembers whether the last input came from the keyboard, for the heading's focus ring (styles/global.css). */
function useInputModality(): void {
  useEffect(() => {
    const root = document.documentElement;
    const keyboard = (event: KeyboardEvent) => {
      if (event.key === 'Tab' || event.key === 'Enter' || event.key === ' ' || event.key.startsWith('Arrow'))
        root.dataset.input = 'keyboard';
    };
    const pointer = () => {
      root.dataset.input = 'pointer';
    };
    document.addEventListener('keydown', keyboard, true);
    document.addEventListener('pointerdown', pointer, true);
    return () => {
      document.removeEventListener('keydown', keyboard, true);
      document.removeEventListener('pointerdown', pointer, true);
    };
  }, []);
}

export function useFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useInputModality();

  useEffect(() => {
    // The first page keeps the browser's own focus order, so the skip link stays the first stop.
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const find = () => main.querySelector<HTMLElement>('h1');
    const heading = find();
    if (heading) {
      focusHeading(heading);
      return;
    }
    // Screens load on demand: wait for the heading to appear.
    const observer = new MutationObserver(() => {
      const found = find();
      if (found) {
        observer.disconnect();
        focusHeading(found);
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
