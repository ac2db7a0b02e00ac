// The carousel with the product's settings: French controls, one slide per page, keyboard, autoplay that stops for
// people who prefer reduced motion.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setReducedMotion } from '@/testing/setup';
import Carousel from '../carousel';

const slides = ['Ada', 'Grace', 'Linus'].map((name) => ({ key: name, content: <p>{name}</p> }));
beforeEach(() => setReducedMotion(false));

const page = (n: number) => screen.getByRole('tab', { name: `Aller à l’élément ${n}` });

describe('Carousel', () => {
  it('shows one slide per page with French arrows and dots, and moves with the arrow keys', async () => {
    render(<Carousel label="Derniers profils" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Derniers profils' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(page(1)).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(screen.getByRole('region', { name: 'Derniers profils' }), { key: 'ArrowRight' });
    await waitFor(() => expect(page(2)).toHaveAttribute('aria-selected', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await waitFor(() => expect(page(1)).toHaveAttribute('aria-selected', 'true'));
  });

  it('plays by itself, with a button to pause it', () => {
    render(<Carousel label="Derniers profils" slides={slides} />);
    expect(screen.getByRole('button', { name: /pause/ })).toHaveClass('is-active');
  });

  it('does not play by itself when the person prefers reduced motion', () => {
    setReducedMotion(true);
    render(<Carousel label="Derniers profils" slides={slides} />);
    expect(screen.getByRole('button', { name: /défilement/ })).not.toHaveClass('is-active');
  });
});
