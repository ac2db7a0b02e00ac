// Scroll reveal (SPEC §4, §9) with AOS and SPEC's settings: offset 120, 400 ms, ease, scroll handler throttled at
// 99 ms, resize debounced at 50 ms; an element gains AOS's enter class (aos-animate) the first time it shows.
// Content is never hidden for nothing: an element is marked for AOS only once AOS is loaded, only if it is still below
// the fold (so nothing already on screen blinks out), and never when the person prefers reduced motion.
type Aos = typeof import('aos');

export const REVEAL_SETTINGS = {
  offset: 120,
  duration: 400,
  easing: 'ease',
  throttleDelay: 99,
  debounceDelay: 50,
  once: true,
} as const;

let loading: Promise<Aos> | null = null;

/** Loads AOS and its styles once, on the first page that reveals anything. */
function loadAos(): Promise<Aos> {
  loading ??= Promise.all([import('aos'), import('aos/dist/aos.css')]).then(([{ default: aos }]) => {
    aos.init(REVEAL_SETTINGS);
    return aos;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;

/**
 * Reveals the `[data-reveal]` elements inside `root` (the value is AOS's animation, e.g. "fade-up") as they scroll
 * into view.
 */
export async function revealOnScroll(root: HTMLElement): Promise<void> {
  if (reducedMotion()) return;
  const aos = await loadAos();
  if (!root.isConnected) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.getBoundingClientRect().top > window.innerHeight)
      element.setAttribute('data-aos', element.dataset.reveal ?? 'fade-up');
  }
  aos.refreshHard();
}
