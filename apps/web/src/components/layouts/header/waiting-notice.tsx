// Staff: wherever they are in the app, a notice when a candidate enters the waiting room of one of their interviews,
// with « Faire entrer » (lets the candidate in and opens the call: one click) and « Voir l’entretien ». Not shown on
// that interview's own pages, which have their waiting list; « Plus tard » hides it until someone else arrives.
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { realtime } from '@/lib/realtime';
import { useWaitingRooms } from '@/lib/waiting-rooms';
import classes from './header.module.css';

export function WaitingNotice() {
  const waiting = useWaitingRooms();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const here = /^\/(?:details-entretien|entretien)\/(\d+)$/.exec(pathname)?.[1];
  const shown = [...waiting].find(
    ([id, names]) => String(id) !== here && !dismissed.includes(`${id}:${names.join(',')}`),
  );
  if (!shown) return null;
  const [interviewId, names] = shown;
  const admit = () => {
    // Without a socket the call cannot be opened from here: the interview's page lets them in once it is back.
    if (realtime.send({ type: 'rtc.admit', interviewId, admit: true })) navigate(`/entretien/${interviewId}`);
    else navigate(`/details-entretien/${interviewId}`);
  };
  return (
    <Paper
      component="section"
      aria-label="Salle d’attente"
      shadow="md"
      radius="md"
      p="md"
      withBorder
      className={classes.notice}
      data-testid="waiting-notice"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600} role="status">
          {names.length === 1 ? `${names[0]} est en salle d’attente` : `${names.join(', ')} sont en salle d’attente`}
        </Text>
        <CloseButton
          aria-label="Plus tard"
          title="Plus tard"
          onClick={() => setDismissed((d) => [...d, `${interviewId}:${names.join(',')}`])}
        />
      </Group>
      <Group gap="xs" mt="sm">
        <Button size="sm" leftSection={<IconDoorEnter size={16} />} onClick={admit}>
          Faire entrer
        </Button>
        <Button size="sm" variant="default" component={Link} to={`/details-entretien/${interviewId}`}>
          Voir l’entretien
        </Button>
      </Group>
    </Paper>
  );
}
