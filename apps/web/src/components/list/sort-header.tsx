// A column header that sorts the list by its column: a button, with aria-sort telling which way.
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

interface SortHeaderProps<T extends string> {
  column: T;
  label: string;
  sort: T;
  order: 'asc' | 'desc';
  onSort: (column: T, order: 'asc' | 'desc') => void;
}

export function SortHeader<T extends string>({ column, label, sort, order, onSort }: SortHeaderProps<T>) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column, active && order === 'asc' ? 'desc' : 'asc')}
        fw={600}
        fz="sm"
        aria-label={`Trier par ${label.toLowerCase()}`}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
