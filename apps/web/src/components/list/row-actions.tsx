// A row's actions: icon buttons with a tooltip, or text links and buttons, each named after its row for screen
// readers ("Modifier Jeanne Martin").
import { ActionIcon, Anchor, Button, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface RowAction {
  /** What the tooltip or the text says: "Modifier". */
  label: string;
  /** The accessible name, naming the row: "Modifier Jeanne Martin". */
  name: string;
  /** With an icon, the action is an icon button under a tooltip; without, a text link or button. */
  icon?: Icon;
  to?: string;
  onClick?: () => void;
  danger?: boolean;
  hidden?: boolean;
}

export function RowActions({
  actions,
  justify = 'flex-end',
}: {
  actions: RowAction[];
  justify?: 'flex-end' | 'flex-start';
}) {
  return (
    <Group gap={actions.some((a) => a.icon) ? 4 : 'xs'} justify={justify} wrap="nowrap">
      {actions
        .filter((action) => !action.hidden)
        .map(({ label, name, icon: ActionIconGlyph, to, onClick, danger }) =>
          ActionIconGlyph ? (
            <Tooltip key={label} label={label}>
              {to ? (
                <ActionIcon
                  component={Link}
                  to={to}
                  variant="subtle"
                  color={danger ? 'red' : undefined}
                  aria-label={name}
                >
                  <ActionIconGlyph size={18} />
                </ActionIcon>
              ) : (
                <ActionIcon variant="subtle" color={danger ? 'red' : undefined} aria-label={name} onClick={onClick}>
                  <ActionIconGlyph size={18} />
                </ActionIcon>
              )}
            </Tooltip>
          ) : to ? (
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
