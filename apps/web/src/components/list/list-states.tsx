// What a list shows while it loads, when it cannot be read and when it is empty; its rows otherwise.
import { Alert, Center, Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

type LoadingKind = 'spinner' | 'centred' | 'loader';

export interface ListStatesProps {
  query: { isPending: boolean; isError: boolean };
  /** The name the loading indicator gives assistive technologies. */
  loadingLabel: string;
  /** `spinner`: the brand spinner; `centred`: the same in the middle of the page; `loader`: Mantine's, centred. */
  loading?: LoadingKind;
  errorText?: ReactNode;
  /** With a title, the error is an alert read out at once. */
  errorTitle?: string;
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
export function EmptyTitle({
  title,
  hint,
  action,
  large,
}: {
  title: string;
  hint?: ReactNode;
  /** What to do next (clear the filters, go and search). */
  action?: ReactNode;
  large?: boolean;
}) {
  return (
    <>
      <Title order={2} size={large ? 'h3' : 'h4'} mb={large ? 'sm' : undefined}>
        {title}
      </Title>
      {hint ? (
        <Text mt={large ? undefined : 'xs'} mb={large ? 'lg' : undefined} c="dimmed">
          {hint}
        </Text>
      ) : null}
      {action}
    </>
  );
}

export function ListLoading({ label, kind = 'spinner' }: { label: string; kind?: LoadingKind }) {
  if (kind === 'spinner') return <Spinner label={label} />;
  if (kind === 'centred')
    return (
      <Center py={60}>
        <Spinner label={label} />
      </Center>
    );
  return (
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
  errorTitle,
  empty,
  emptyText,
  children,
}: ListStatesProps) {
  if (query.isPending) return <ListLoading label={loadingLabel} kind={loading} />;
  if (query.isError && errorTitle)
    return (
      <Alert color="orange" title={errorTitle} role="alert">
        {errorText}
      </Alert>
    );
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
  fetchingLabel = 'Mise à jour de la liste',
}: {
  total: number;
  one: string;
  many?: string;
  fetching?: boolean;
  fetchingLabel?: string;
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
      {fetching ? <Loader size="xs" aria-label={fetchingLabel} /> : null}
    </Group>
  );
}
