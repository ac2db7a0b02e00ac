// A carousel with the product's settings (SPEC §9: 400 ms, a slide every 5 s, one slide per page, 10 px before a
// drag starts), in French. Autoplay pauses while the pointer is over it or focus is inside, and has its own pause
// button (WCAG 2.2.2); arrows, dots and the arrow keys move it; when the person prefers reduced motion it neither
// moves by itself nor animates (Splide's reducedMotion). Load it with React.lazy: Splide stays out of first pages.
import '@splidejs/react-splide/css/core';
import './carousel.css';
import { Splide, SplideSlide, SplideTrack } from '@splidejs/react-splide';
import type { ReactNode } from 'react';

export const CAROUSEL_OPTIONS = {
  type: 'slide',
  rewind: true,
  speed: 400,
  interval: 5000,
  perPage: 1,
  dragMinThreshold: 10,
  autoplay: true,
  pauseOnHover: true,
  pauseOnFocus: true,
  keyboard: 'focused',
  reducedMotion: { speed: 0, rewindSpeed: 0, autoplay: false },
  i18n: {
    prev: 'Précédent',
    next: 'Suivant',
    first: 'Aller au premier',
    last: 'Aller au dernier',
    slideX: 'Aller à l’élément %s',
    pageX: 'Aller à la page %s',
    play: 'Reprendre le défilement',
    pause: 'Mettre en pause le défilement',
    carousel: 'carrousel',
    slide: 'élément',
    select: 'Choisir l’élément à afficher',
    slideLabel: '%s sur %s',
  },
} as const;

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  slides: { key: string | number; content: ReactNode }[];
}

export default function Carousel({ label, slides }: CarouselProps) {
  return (
    <Splide options={CAROUSEL_OPTIONS} aria-label={label} hasTrack={false} className="tremplin-carousel">
      <SplideTrack>
        {slides.map((slide) => (
          <SplideSlide key={slide.key}>{slide.content}</SplideSlide>
        ))}
      </SplideTrack>
      <div className="splide__autoplay">
        <button type="button" className="splide__toggle">
          <span className="splide__toggle__play">Reprendre le défilement</span>
          <span className="splide__toggle__pause">Mettre en pause le défilement</span>
        </button>
      </div>
    </Splide>
  );
}
