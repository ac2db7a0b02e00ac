// Asks before deleting a template.
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteProps {
  title: string | null;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDeleteTemplate({ title, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <Modal opened={title !== null} onClose={onClose} title="Supprimer ce modèle ?" centered>
      <Text mb="lg">
        Le modèle « {title} » sera supprimé définitivement. Les messages déjà envoyés ne changent pas.
      </Text>
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
