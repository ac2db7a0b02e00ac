// Shown when a save is refused because someone saved first: what was typed stays, a button reloads the latest version.
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@tremplin/shared';

export function ConflictAlert({ onReload, reloading }: { onReload: () => void; reloading?: boolean }) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} title="Enregistrement refusé" role="alert">
      <Text mb="sm">{MESSAGES.conflict}</Text>
      <Text size="sm" mb="sm">
        Ce que vous avez saisi est conservé : rechargez la dernière version, puis enregistrez à nouveau.
      </Text>
      <Button variant="white" color="orange" onClick={onReload} loading={reloading}>
        Recharger la dernière version
      </Button>
    </Alert>
  );
}
