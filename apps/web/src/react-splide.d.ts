// @splidejs/react-splide ships its types outside its package.json "exports", which TypeScript then refuses; this
// states the part the carousel uses.
declare module '@splidejs/react-splide' {
  import type { Options } from '@splidejs/splide';
  import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

  export const Splide: ComponentType<
    { options?: Options; hasTrack?: boolean; children?: ReactNode } & HTMLAttributes<HTMLElement>
  >;
  export const SplideTrack: ComponentType<HTMLAttributes<HTMLDivElement>>;
  export const SplideSlide: ComponentType<HTMLAttributes<HTMLLIElement>>;
}

declare module '@splidejs/react-splide/css/core';
