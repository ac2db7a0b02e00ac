// A row's actions as icon buttons under a tooltip that says what they do, each named after its row.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RowAction } from './row-actions';

export function RowIconActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions
        .filter((action) => !action.hidden)
        .map(({ label, name, icon: Glyph = IconPoint, to, onClick, danger }) => (
          <Tooltip key={label} label={label}>
            {to ? (
              <ActionIcon
                component={Link}
                to={to}
                variant="subtle"
                color={danger ? 'red' : undefined}
                aria-label={name}
              >
                <Glyph size={18} />
              </ActionIcon>
            ) : (
              <ActionIcon variant="subtle" color={danger ? 'red' : undefined} aria-label={name} onClick={onClick}>
                <Glyph size={18} />
              </ActionIcon>
            )}
          </Tooltip>
        ))}
    </Group>
  );
}
