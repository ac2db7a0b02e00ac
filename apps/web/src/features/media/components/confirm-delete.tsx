// The confirmation asked before a file is deleted.
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteProps {
  opened: boolean;
  what: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDelete({ opened, what, loading, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Confirmer la suppression" centered>
      <Text mb="lg">Voulez-vous vraiment supprimer {what} ? Cette action est définitive.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          Annuler
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          Supprimer
        </Button>
      </Group>
    </Modal>
  );
}
