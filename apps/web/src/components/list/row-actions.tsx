// A row's actions as text links and buttons, each named after its row for screen readers ("Modifier Jeanne Martin").
// Icon buttons with tooltips are in row-icon-actions.tsx, so that a screen without them does not load tooltips.
import { Anchor, Button, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface RowAction {
  /** What the text or the tooltip says: "Modifier". */
  label: string;
  /** The accessible name, naming the row: "Modifier Jeanne Martin". */
  name: string;
  /** For an icon button (RowIconActions). */
  icon?: Icon;
  to?: string;
  onClick?: () => void;
  danger?: boolean;
  hidden?: boolean;
}

/** The usual deletion: "Supprimer", in red, named after its row ("Supprimer Jeanne Martin"). */
export const deleteAction = (row: string, onClick: () => void, icon?: Icon): RowAction => ({
  label: 'Supprimer',
  name: `Supprimer ${row}`,
  icon,
  danger: true,
  onClick,
});

export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {actions
        .filter((action) => !action.hidden)
        .map(({ label, name, to, onClick, danger }) =>
          to ? (
            <Anchor key={label} component={Link} to={to} aria-label={name}>
              {label}
            </Anchor>
          ) : (
            <Button
              key={label}
              variant="subtle"
              color={danger ? 'red' : undefined}
              size="compact-sm"
              aria-label={name}
              onClick={onClick}
            >
              {label}
            </Button>
          ),
        )}
    </Group>
  );
}
