// A confirmation before anything is deleted or lost: says what goes, offers to cancel, keyboard friendly.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  /** Where a quick confirmation is the point (Enter confirms); otherwise Enter cancels. */
  focusConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  focusConfirm = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus={!focusConfirm || undefined}>
          Annuler
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus={focusConfirm || undefined}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
