// A table driven by its column declarations: header (sortable or for screen readers only) and cell per column.
import { Table, type TableProps, type TableTrProps } from '@mantine/core';
import { Fragment, type Key, type ReactNode } from 'react';
import { SortHeader } from './sort-header';

export interface Column<Row, SortKey extends string = string> {
  /** The header's text; with `hiddenHeader`, read by screen readers only. */
  header: string;
  hiddenHeader?: boolean;
  /** The server's sort key when the column sorts the list. */
  sort?: SortKey;
  /** A header cell of the column's own (a `Table.Th`), in place of the text header. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  hidden?: boolean;
}

export interface TableSort<SortKey extends string> {
  by: SortKey;
  order: 'asc' | 'desc';
  onSort: (by: SortKey, order: 'asc' | 'desc') => void;
}

export interface DataTableProps<Row, SortKey extends string> extends Omit<TableProps, 'children'> {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Attributes of a row's element (emphasis, data attributes). */
  rowProps?: (row: Row) => TableTrProps & Record<`data-${string}`, unknown>;
  columns: Column<Row, SortKey>[];
  sort?: TableSort<SortKey>;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth?: number;
}

export function DataTable<Row, SortKey extends string = string>({
  rows,
  rowKey,
  rowProps,
  columns,
  sort,
  minWidth,
  ...tableProps
}: DataTableProps<Row, SortKey>) {
  const shown = columns.filter((column) => !column.hidden);
  const table = (
    <Table highlightOnHover verticalSpacing="sm" {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((column) =>
            column.headerCell ? (
              <Fragment key={column.header}>{column.headerCell}</Fragment>
            ) : column.sort && sort ? (
              <SortHeader
                key={column.header}
                column={column.sort}
                label={column.header}
                sort={sort.by}
                order={sort.order}
                onSort={sort.onSort}
              />
            ) : (
              <Table.Th key={column.header}>
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
            {shown.map((column) => (
              <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}
