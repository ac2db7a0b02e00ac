// Shown when a save is refused because someone saved first, with a button that reloads the latest version; the
// children say what becomes of what was typed.
import { Alert, type AlertProps, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@tremplin/shared';
import type { ReactNode } from 'react';

interface ConflictAlertProps extends Omit<AlertProps, 'children'> {
  onReload?: () => void;
  reloading?: boolean;
  children?: ReactNode;
}

export function ConflictAlert({ onReload, reloading, children, ...props }: ConflictAlertProps) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} title="Enregistrement refusé" role="alert" {...props}>
      <Text mb="sm">{MESSAGES.conflict}</Text>
      {children ? (
        <Text size="sm" mb="sm">
          {children}
        </Text>
      ) : null}
      <Button variant="white" color="orange" onClick={onReload} loading={reloading}>
        Recharger la dernière version
      </Button>
    </Alert>
  );
}
