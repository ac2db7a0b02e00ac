// Scroll reveal never hides what is already on screen, nor anything for people who prefer reduced motion.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setReducedMotion } from '@/testing/setup';
import { revealOnScroll } from '../scroll-reveal';

beforeEach(() => setReducedMotion(false));
afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with one element on screen and one far below the fold. */
function page() {
  const root = document.createElement('div');
  const onScreen = document.createElement('section');
  const below = document.createElement('section');
  for (const [element, top] of [
    [onScreen, 100],
    [below, 3000],
  ] as const) {
    element.dataset.reveal = 'fade-up';
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    root.append(element);
  }
  document.body.append(root);
  return { root, onScreen, below };
}

describe('revealOnScroll', () => {
  it('hands to AOS only what is below the fold, with its enter animation', async () => {
    const { root, onScreen, below } = page();
    await revealOnScroll(root);
    expect(below).toHaveAttribute('data-aos', 'fade-up');
    expect(below).toHaveClass('aos-init');
    expect(onScreen).not.toHaveAttribute('data-aos');
  });

  it('leaves everything as it is when the person prefers reduced motion', async () => {
    setReducedMotion(true);
    const { root, below } = page();
    await revealOnScroll(root);
    expect(below).not.toHaveAttribute('data-aos');
  });
});
