// Staff: a small live indicator of the candidates waiting for their interviews (any interview's, for an admin),
// linking to the first one's details, where they are let in. Hidden while nobody waits.
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useWaitingRooms } from '@/lib/waiting-rooms';
import classes from './header.module.css';

export function WaitingIndicator() {
  const waiting = useWaitingRooms();
  const names = [...waiting.values()].flat();
  const first = [...waiting.keys()][0];
  if (names.length === 0 || first === undefined) return null;
  const words =
    names.length === 1 ? `${names[0]} attend en salle d’attente` : `${names.length} candidats en salle d’attente`;
  return (
    <Link to={`/details-entretien/${first}`} className={classes.link} data-testid="waiting-indicator" title={words}>
      <IconDoorEnter size={16} aria-hidden="true" />
      <Badge color="blue.9" size="sm" circle aria-hidden="true">
        {names.length}
      </Badge>
      <VisuallyHidden>{words}</VisuallyHidden>
    </Link>
  );
}
