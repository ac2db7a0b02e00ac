// /entretien-attente?entretien={id}: the candidate checks camera and microphone, then waits to be let in, seeing
// whether the adviser is connected; once admitted they go straight into the room.
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { href, INTERVIEW_EARLY_MINUTES, type RtcPresenceEvent } from '@tremplin/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { realtime } from '@/lib/realtime';
import { useCallInterview } from '../api/get-interview';
import { useOpenInterviews } from '../api/get-open-interviews';
import { DeviceCheck } from '../components/device-check';
import { isOlder } from '../lib/use-room-presence';

export function WaitingRoomScreen() {
  const [params] = useSearchParams();
  const id = idParam(params.get('entretien'));
  const interview = useCallInterview(id ?? 0);
  const [checked, setChecked] = useState(false);

  if (!id) return <OpenInterviews />;
  if (interview.isPending) return <Spinner label="Chargement de l’entretien" />;
  if (interview.isError)
    return (
      <ContentLayout title="Salle d’attente">
        <Alert color="red" role="alert">
          Cet entretien ne peut pas être affiché.
        </Alert>
      </ContentLayout>
    );
  const e = interview.data;
  return (
    <ContentLayout
      title="Salle d’attente"
      intro={`Entretien du ${dayjs(e.date).format('D MMMM YYYY [à] HH:mm')}${e.responsable ? ` avec ${e.responsable}` : ''}`}
    >
      {checked ? (
        <Waiting interviewId={e.id} hostName={e.responsable} />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Text fw={600} mb="md">
            Vérifiez votre caméra et votre micro : rien n’est transmis avant que votre interlocuteur vous fasse entrer.
          </Text>
          <DeviceCheck readyLabel="Entrer en salle d’attente" onReady={() => setChecked(true)} />
        </Paper>
      )}
    </ContentLayout>
  );
}

function Waiting({ interviewId, hostName }: { interviewId: number; hostName: string | null }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [presence, setPresence] = useState<RtcPresenceEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const room = `entretien:${interviewId}`;
  const admitted = useRef(false);

  useEffect(() => {
    const wait = () => realtime.send({ type: 'rtc.wait', interviewId });
    const offs = [
      realtime.on<RtcPresenceEvent>(
        'rtc.presence',
        (e) => e.room === room && setPresence((c) => (isOlder(e, c) ? c : e)),
      ),
      realtime.on('error', (e) => e.for === 'rtc.wait' && setError(String(e.message))),
      realtime.onState((state) => state === 'ready' && wait()),
    ];
    wait();
    return () => {
      for (const off of offs) off();
      // Let in: the room takes over this place; otherwise the candidate is no longer waiting.
      if (!admitted.current) realtime.send({ type: 'rtc.leave', room });
    };
  }, [interviewId, room]);

  useEffect(() => {
    if (!presence?.admitted) return;
    admitted.current = true;
    navigate(href('interviewRoom', { id: interviewId }));
  }, [presence?.admitted, interviewId, navigate]);

  if (error)
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title="Salle d’attente indisponible" role="alert">
        {error}
      </Alert>
    );
  const hostHere = presence?.participants.some((p) => p.userId !== me?.id) ?? false;
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="md">
        <Loader type="dots" aria-hidden="true" />
        <Text size="xl" fw={600} role="status">
          Votre interlocuteur va vous faire entrer
        </Text>
        <Group gap="xs" aria-live="polite">
          <Badge color={hostHere ? 'brand.8' : 'gray.7'} variant="filled" circle size="xs" aria-hidden="true">
            {' '}
          </Badge>
          <Text data-testid="host-presence">
            {hostHere
              ? `${hostName ?? 'Votre interlocuteur'} est connecté.`
              : `${hostName ?? 'Votre interlocuteur'} n’est pas encore connecté.`}
          </Text>
        </Group>
        <Text c="dimmed" size="sm">
          Gardez cette page ouverte. Vous entrerez automatiquement dans l’entretien.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Reached from the Entretien menu: the interviews open now, to pick one. */
function OpenInterviews() {
  const me = useCurrentUser();
  const open = useOpenInterviews(me?.id ?? 0);
  return (
    <ContentLayout title="Salle d’attente" intro="Les entretiens qui peuvent être rejoints maintenant.">
      {open.isPending ? (
        <Spinner label="Chargement de vos entretiens" />
      ) : open.isError ? (
        <Alert color="red" role="alert">
          Vos entretiens ne peuvent pas être affichés.
        </Alert>
      ) : open.data.length === 0 ? (
        <Text>
          {`Aucun entretien ouvert pour l’instant : un entretien peut être rejoint ${INTERVIEW_EARLY_MINUTES} minutes avant son début. `}
          <Anchor component={Link} to={`/mes-entretiens/${me?.id ?? ''}`}>
            Voir mes entretiens
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm">
          {open.data.map((e) => (
            <Paper key={e.id} withBorder radius="md" p="md">
              <Group justify="space-between">
                <div>
                  <Text fw={600}>{`Entretien du ${dayjs(e.date).format('D MMMM YYYY [à] HH:mm')}`}</Text>
                  <Text size="sm" c="dimmed">
                    {e.utilisateurId === me?.id ? (e.responsable ?? '') : e.candidat}
                  </Text>
                </div>
                <Button
                  component={Link}
                  to={
                    e.utilisateurId === me?.id
                      ? `${href('interviewWaiting')}?entretien=${e.id}`
                      : href('interviewRoom', { id: e.id })
                  }
                >
                  Rejoindre
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </ContentLayout>
  );
}
