// The outcome of a step taken from an e-mailed link: done (announced politely) or refused (announced at once).
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function OutcomeAlert({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  const Icon = done ? IconCircleCheck : IconCircleX;
  return (
    <Alert
      color={done ? 'teal' : 'red'}
      icon={<Icon aria-hidden="true" />}
      title={title}
      role={done ? 'status' : 'alert'}
      mb="md"
    >
      {children}
    </Alert>
  );
}
