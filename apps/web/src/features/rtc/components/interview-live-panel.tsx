// On an interview's details: "Rejoindre" (open from 15 minutes before its start until its end) and, for the staff
// member in charge or an admin, who is waiting, live, with "Faire entrer" and "Faire patienter".
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorEnter, IconHandStop, IconVideo } from '@tabler/icons-react';
import { href, INTERVIEW_EARLY_MINUTES, interviewRoom, interviewWindow, type RtcPresenceEvent } from '@tremplin/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { realtime } from '@/lib/realtime';
import { useRoomWatch } from '../lib/use-room-presence';

interface Props {
  interview: { id: number; date: string; duree: number; utilisateurId: number; adminId: number | null };
}

/** Re-reads the clock twice a minute so the button opens and closes by itself. */
function useWindowOpen(e: Props['interview']) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return interviewWindow(e, now);
}

export function InterviewLivePanel({ interview }: Props) {
  const me = useCurrentUser();
  const slot = useWindowOpen(interview);
  const isCandidate = me?.id === interview.utilisateurId;
  const isHost = !isCandidate && (me?.id === interview.adminId || me?.role === 'ADMIN');
  if (!isCandidate && !isHost) return null;
  const to = isCandidate
    ? `${href('interviewWaiting')}?entretien=${interview.id}`
    : href('interviewRoom', { id: interview.id });
  return (
    <Paper withBorder radius="lg" p="lg" mb="md">
      <Group justify="space-between" align="center">
        <div>
          <Title order={2} size="h4">
            Entretien en ligne
          </Title>
          <Text size="sm" c="dimmed">
            {slot.state === 'early'
              ? `Ouvert ${INTERVIEW_EARLY_MINUTES} minutes avant le début.`
              : slot.state === 'over'
                ? 'Cet entretien est terminé.'
                : 'Ouvert jusqu’à la fin de l’entretien.'}
          </Text>
        </div>
        {slot.open ? (
          <Button component={Link} to={to} leftSection={<IconVideo size={18} />}>
            Rejoindre
          </Button>
        ) : (
          <Button disabled leftSection={<IconVideo size={18} />}>
            Rejoindre
          </Button>
        )}
      </Group>
      {isHost && slot.open ? <WaitingList interviewId={interview.id} /> : null}
    </Paper>
  );
}

function WaitingList({ interviewId }: { interviewId: number }) {
  const room = interviewRoom(interviewId);
  const { event, error } = useRoomWatch<RtcPresenceEvent>(room, 'rtc.presence', (e) => e.room === room);
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    const off = realtime.on('error', (e) => e.for === 'rtc.admit' && setSent(String(e.message)));
    return off;
  }, []);
  const candidate = event?.participants.filter((p) => p.userId === event.candidateId) ?? [];
  const waiting = candidate.find((p) => p.state === 'waiting');
  const inCall = candidate.find((p) => p.state === 'call');
  const admit = (yes: boolean) => {
    setSent(null);
    realtime.send({ type: 'rtc.admit', interviewId, admit: yes });
  };
  return (
    <Stack mt="md" gap="xs" aria-live="polite">
      {error || sent ? (
        <Alert color="red" role="alert">
          {error ?? sent}
        </Alert>
      ) : null}
      {!event ? (
        <Text size="sm">Connexion à la salle d’attente…</Text>
      ) : waiting || inCall ? (
        <Group justify="space-between" data-testid="waiting-candidate">
          <Group gap="xs">
            <Text fw={600}>{(waiting ?? inCall)?.name}</Text>
            <Badge color={inCall ? 'brand.8' : 'blue.9'}>
              {inCall ? 'dans l’entretien' : event.admitted ? 'entre…' : 'en salle d’attente'}
            </Badge>
          </Group>
          <Group gap="xs">
            {!event.admitted ? (
              <Button size="sm" leftSection={<IconDoorEnter size={16} />} onClick={() => admit(true)}>
                Faire entrer
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="default"
              leftSection={<IconHandStop size={16} />}
              onClick={() => admit(false)}
              disabled={!event.admitted}
            >
              Faire patienter
            </Button>
          </Group>
        </Group>
      ) : (
        <Text size="sm">Personne en salle d’attente pour l’instant.</Text>
      )}
    </Stack>
  );
}
