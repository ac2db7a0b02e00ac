// Scroll positions across in-app navigations, kept as React Router's <ScrollRestoration> keeps them (that component
// needs the data router, which the app does without): a new page opens at the top or at its #anchor; back, forward
// and a reload bring the person back where they were on that page.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router';

const STORAGE_KEY = 'tremplin-scroll-positions';

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // Not a decodable id: the page opens at the top.
    return null;
  }
}

/** Every page the browser itself opened has the key « default »: its address tells such entries apart. */
function entryOf(location: Location): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/** Whether this document came from a reload or from back/forward, rather than from a typed address or a link. */
function documentWasRestored(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // Without the browser's record (older browsers, tests), a stored position is trusted as before.
  return !navigation || navigation.type === 'reload' || navigation.type === 'back_forward';
}

export function useScrollRestoration(): void {
  const location = useLocation();
  // Positions by history entry, saved for the tab so that a reload finds them.
  const positions = useRef<Positions | null>(null);
  const shown = useRef(entryOf(location));

  useEffect(() => {
    positions.current ??= readPositions();
    const saved = positions.current;
    window.history.scrollRestoration = 'manual';
    // Recorded as the person scrolls: by the time a navigation renders, the old page is already gone.
    const onScroll = () => {
      saved[shown.current] = window.scrollY;
    };
    const onPageHide = () => {
      saved[shown.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: a reload then starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    shown.current = entryOf(location);
    const saved = positions.current[shown.current];
    // A page opened afresh at an address seen before in this tab starts at the top, as the browser would open it.
    const restorable = location.key !== 'default' || documentWasRestored();
    if (typeof saved === 'number' && restorable) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = elementOfHash(location.hash);
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // The page the browser opened stays where it is: one sent ready-made may have been scrolled before the app came.
    if (location.key === 'default') return;
    window.scrollTo(0, 0);
  }, [location]);
}
