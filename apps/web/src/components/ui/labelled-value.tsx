// A record's field on a details page: its name above, its value below, a dash when there is none.
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** With `href`, the value is that outside address, opened in a new tab. */
export function LabelledValue({
  label,
  href,
  children,
}: {
  label: string;
  href?: string | null;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">
        {href ? (
          <Anchor href={href} target="_blank" rel="noopener noreferrer">
            {href}
          </Anchor>
        ) : (
          children || '—'
        )}
      </Text>
    </div>
  );
}
