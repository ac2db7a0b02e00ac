// A column header that sorts the list by its column: a button, with aria-sort telling which way.
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { AdminUserSort } from '@tremplin/shared';

interface SortHeaderProps {
  column: AdminUserSort;
  label: string;
  sort: AdminUserSort;
  order: 'asc' | 'desc';
  onSort: (column: AdminUserSort, order: 'asc' | 'desc') => void;
}

export function SortHeader({ column, label, sort, order, onSort }: SortHeaderProps) {
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
