// Mobile layout at a window width of 768 px or less (SPEC §2.11, §4, §9).
import { MOBILE_BREAKPOINT_PX } from '@tremplin/shared';
import { useSyncExternalStore } from 'react';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const read = () => window.matchMedia(MOBILE_MEDIA_QUERY).matches;
const notKnown = () => undefined;

/**
 * Whether the window is a phone's. Undefined in a page rendered at build time and in the render that takes it over in
 * the browser, which must both match it: what shows then suits both widths (a media query picks), and the next render
 * knows.
 */
export function useIsMobile(): boolean | undefined {
  return useSyncExternalStore(subscribe, read, notKnown);
}
