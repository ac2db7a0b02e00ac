// The spinner of SPEC §9 (#5dc596, 35px, 2px border) with a name for assistive technologies; the theme makes it
// Mantine's loader too, so every screen waits with the same one.
import { Center, VisuallyHidden } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

export function Spinner({ label = 'Chargement en cours' }: { label?: string }) {
  return (
    <span role="status">
      <span className="tremplin-spinner" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** Mantine's <Loader> drawn as SPEC's spinner: its size and colour come from the Loader's props (35px, brand green). */
export const SpinnerLoader = forwardRef<HTMLSpanElement, ComponentPropsWithoutRef<'span'>>(
  ({ className, ...others }, ref) => (
    <span
      {...others}
      ref={ref}
      // A named loader is a status message; an unnamed one (inside a busy button) is decoration.
      role={others['aria-label'] ? 'status' : undefined}
      aria-hidden={others['aria-label'] ? undefined : true}
      className={[className, 'tremplin-spinner'].filter(Boolean).join(' ')}
    />
  ),
);
SpinnerLoader.displayName = 'SpinnerLoader';

/** Placeholder while a screen's code loads. */
export function PageLoader() {
  return (
    <Center py={80}>
      <Spinner />
    </Center>
  );
}
