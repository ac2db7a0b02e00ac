// A record's field on a details page: its name above, its value below, a dash when there is none.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </div>
  );
}
