// What a list shows while it loads, when it cannot be read and when it is empty; its rows otherwise.
import { Center, Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface ListStatesProps {
  query: { isPending: boolean; isError: boolean };
  /** The name the loading indicator gives assistive technologies. */
  loadingLabel: string;
  /** `spinner`: the brand spinner; `loader`: Mantine's, centred. */
  loading?: 'spinner' | 'loader';
  errorText?: ReactNode;
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}

/** A framed message in the middle of the list's place. */
export function ListMessage({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </Paper>
  );
}

/** An empty list's heading, with a hint of what will fill it. */
export function EmptyTitle({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <>
      <Title order={2} size="h4">
        {title}
      </Title>
      {hint ? (
        <Text mt="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </>
  );
}

export function ListLoading({ label, kind = 'spinner' }: { label: string; kind?: 'spinner' | 'loader' }) {
  return kind === 'spinner' ? (
    <Spinner label={label} />
  ) : (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function ListStates({
  query,
  loadingLabel,
  loading = 'spinner',
  errorText,
  empty,
  emptyText,
  children,
}: ListStatesProps) {
  if (query.isPending) return <ListLoading label={loadingLabel} kind={loading} />;
  if (query.isError && errorText) return <ListMessage>{errorText}</ListMessage>;
  if (empty) return <ListMessage>{emptyText}</ListMessage>;
  return <>{children}</>;
}

/** "3 modèles": how many rows the filters found, read out when it changes; `fetching` while a new page loads. */
export function ListCount({
  total,
  one,
  many,
  fetching,
}: {
  total: number;
  one: string;
  many?: string;
  fetching?: boolean;
}) {
  const count = (
    <Text size="sm" c="dimmed" mb={fetching === undefined ? 'xs' : undefined} aria-live="polite">
      {total} {total > 1 ? (many ?? `${one}s`) : one}
    </Text>
  );
  if (fetching === undefined) return count;
  return (
    <Group justify="space-between" mb="xs">
      {count}
      {fetching ? <Loader size="xs" aria-label="Mise à jour de la liste" /> : null}
    </Group>
  );
}
