// A refusal from the server shown in the form, announced to screen readers.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert" mb="md">
      {message}
    </Alert>
  );
}
