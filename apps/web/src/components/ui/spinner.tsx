// The spinner of SPEC §9 (#5dc596, 35px, 2px border) with a name for assistive technologies.
import { Center, VisuallyHidden } from '@mantine/core';

export function Spinner({ label = 'Chargement en cours' }: { label?: string }) {
  return (
    <span role="status">
      <span className="tremplin-spinner" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** Placeholder while a screen's code loads. */
export function PageLoader() {
  return (
    <Center py={80}>
      <Spinner />
    </Center>
  );
}
