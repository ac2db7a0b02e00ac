// Mobile layout at a window width of 768 px or less (SPEC §2.11, §4, §9).
import { MOBILE_BREAKPOINT_PX } from '@tremplin/shared';
import { useEffect, useState } from 'react';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** A page rendered at build time, which the app takes over: its render must be the one made there, without a window. */
const takingOverPrerenderedPage = () =>
  typeof document === 'undefined' || document.getElementById('root')?.dataset.prerendered !== undefined;

/**
 * Whether the window is a phone's. Undefined on a page rendered at build time and once the app has taken it over,
 * until the width crosses the breakpoint: what shows then suits both widths (a media query picks), so the app need
 * not render the header and footer again as it takes the page over.
 */
export function useIsMobile(): boolean | undefined {
  const [mobile, setMobile] = useState(() =>
    takingOverPrerenderedPage() ? undefined : window.matchMedia(MOBILE_MEDIA_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const update = () => setMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}
