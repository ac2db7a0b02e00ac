// Component tests run in jsdom; Mantine needs matchMedia and ResizeObserver, which jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetNotifications } from '@/lib/notifications';
import { clearSession } from '@/lib/session-store';

// Screens are loaded on demand: the first render of one may take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

/** Window width the tests pretend to have (matchMedia answers from it). */
let width = 1280;
export const setViewportWidth = (value: number) => {
  width = value;
};

/**
 * Tests run as a person who prefers reduced motion, so Mantine's transitions end at once instead of leaving timers
 * that could fire after the test page is gone; a test of motion itself turns it off.
 */
let reducedMotion = true;
export const setReducedMotion = (value: boolean) => {
  reducedMotion = value;
};

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return query.includes('reduce') === reducedMotion;
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return !!(max || min);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  clearSession();
  resetNotifications();
  width = 1280;
  reducedMotion = true;
  localStorage.clear();
  sessionStorage.clear();
});
