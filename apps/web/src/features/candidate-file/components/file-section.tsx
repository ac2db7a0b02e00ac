// One section of the candidate file: its heading with the count, its own loading and error states, its empty text,
// and its own pages (the rest of the screen stays where it is when a section turns a page).
import { Badge, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CandidateFilePage } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface FileSectionProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<CandidateFilePage<T>>;
  size: number;
  page: number;
  onPage: (page: number) => void;
  /** What the section says when it holds nothing. */
  empty: string;
  loadingLabel: string;
  errorText: string;
  /** Controls above the list (a period switch). */
  toolbar?: ReactNode;
  /** Actions beside the heading. */
  actions?: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** A list in order (the timeline) rather than an unordered one. */
  as?: 'ul' | 'ol';
}

export function FileSection<T>({
  id,
  title,
  query,
  size,
  page,
  onPage,
  empty,
  loadingLabel,
  errorText,
  toolbar,
  actions,
  renderItem,
  itemKey,
  as = 'ul',
}: FileSectionProps<T>) {
  const total = query.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  const List = as;
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={`${id}-titre`}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h3" id={`${id}-titre`}>
            {title}
          </Title>
          {query.data ? (
            <Badge variant="light" color="gray" aria-label={`${total} au total`}>
              {total}
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {toolbar}
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <Text c="orange.9" role="alert">
          {errorText}
        </Text>
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack
          gap="xs"
          component={List}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-busy={query.isFetching}
        >
          {query.data.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination size="sm" total={pages} value={Math.min(page + 1, pages)} onChange={(next) => onPage(next - 1)} />
        </Group>
      ) : null}
    </Paper>
  );
}
