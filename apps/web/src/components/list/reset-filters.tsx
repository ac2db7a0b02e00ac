// The button under a list's filters that clears them all.
import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

export function ResetFilters({ onReset }: { onReset: () => void }) {
  return (
    <Group justify="flex-end" mb="md">
      <Button variant="subtle" leftSection={<IconX size={16} />} onClick={onReset}>
        Effacer les filtres
      </Button>
    </Group>
  );
}
