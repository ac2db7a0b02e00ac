// Asks before deleting; Enter confirms, Escape cancels.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDelete({ opened, title, children, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
          Supprimer
        </Button>
      </Group>
    </Modal>
  );
}
