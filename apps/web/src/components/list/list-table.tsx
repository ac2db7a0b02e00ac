// A paged list as a table, with its states: loading, error and empty messages, then the count, the rows and the
// page buttons.
import type { ComponentProps, Key } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { ListCount, ListStates, type ListStatesProps } from './list-states';
import { Pager } from './pager';

interface ListTableProps<Row, SortKey extends string>
  extends Omit<DataTableProps<Row, SortKey>, 'rows' | 'rowKey'>,
    Omit<ListStatesProps, 'query' | 'empty' | 'children' | 'errorTitle'> {
  query: { isPending: boolean; isError: boolean; data?: { items: Row[]; totalElements: number } };
  /** A row's key: its `id` unless told. */
  rowKey?: (row: Row) => Key;
  count: Omit<ComponentProps<typeof ListCount>, 'total'>;
  pager: Omit<ComponentProps<typeof Pager>, 'total'>;
}

/** The states are ListStates' (Mantine's loader while loading, unless told); the other props go to the table. */
export function ListTable<Row, SortKey extends string = string>({
  query,
  loadingLabel,
  loading = 'loader',
  errorText,
  emptyText,
  count,
  pager,
  rowKey = (row) => (row as { id: Key }).id,
  ...table
}: ListTableProps<Row, SortKey>) {
  const total = query.data?.totalElements ?? 0;
  const states = { loadingLabel, loading, errorText, emptyText };
  return (
    <ListStates query={query} empty={total === 0} {...states}>
      <ListCount total={total} {...count} />
      <DataTable rows={query.data?.items ?? []} rowKey={rowKey} {...table} />
      <Pager total={total} {...pager} />
    </ListStates>
  );
}
