// /experimental/mumble/room/{room} (admins): an audio-only room joined by its name, each participant heard directly
// (a mesh of up to six), with mute, a speaking indicator and leave.
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMicrophone, IconMicrophoneOff, IconPhoneOff } from '@tabler/icons-react';
import { href, RTC_MESSAGES, voiceRoom, voiceRoomNameSchema } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useIceConfig } from '../api/get-ice-config';
import { CallStats } from '../components/call-stats';
import { MediaView } from '../components/media-view';
import { useAudioLevel } from '../lib/audio-level';
import { readDeviceChoice } from '../lib/devices';
import type { PeerSnapshot } from '../lib/room-call';
import { useLocalMedia } from '../lib/use-local-media';
import { useRoomCall } from '../lib/use-room-call';

const SPEAKING = 8;
/** How long someone still shows as speaking after their last sound: the pauses between words. */
const SPEAKING_HOLD_MS = 1000;

export function VoiceRoomScreen() {
  const parsed = voiceRoomNameSchema.safeParse(useParams().room ?? '');
  const ice = useIceConfig();
  const { local, mediaError } = useLocalMedia(false);
  if (!parsed.success)
    return (
      <ContentLayout title="Salon vocal">
        <Alert color="red" role="alert">
          {RTC_MESSAGES.roomName}
        </Alert>
      </ContentLayout>
    );
  if (mediaError)
    return (
      <ContentLayout title={`Salon ${parsed.data}`}>
        <Alert color="red" icon={<IconAlertTriangle />} title="Micro indisponible" role="alert">
          {mediaError}
        </Alert>
      </ContentLayout>
    );
  if (ice.isError)
    return (
      <ContentLayout title={`Salon ${parsed.data}`}>
        <Alert color="red" role="alert">
          Le salon ne peut pas être ouvert.
        </Alert>
      </ContentLayout>
    );
  if (!local || !ice.data) return <Spinner label="Ouverture du micro" />;
  return <Room name={parsed.data} local={local} ice={ice.data} />;
}

function Speaking({ stream }: { stream: MediaStream | null }) {
  const level = useAudioLevel(stream, 100, SPEAKING_HOLD_MS);
  const speaking = level > SPEAKING;
  return (
    <Badge color={speaking ? 'brand.8' : 'gray.7'} data-speaking={speaking}>
      {speaking ? 'parle' : 'silencieux'}
    </Badge>
  );
}

function Participant({ peer }: { peer: PeerSnapshot }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="voice-participant">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{peer.name}</Text>
          {!peer.media.audio ? <Badge color="gray.7">micro coupé</Badge> : null}
          {peer.unstable ? <Badge color="red.9">connexion instable</Badge> : null}
        </Group>
        <Speaking stream={peer.stream} />
      </Group>
      <MediaView
        stream={peer.stream}
        audioOnly
        label={`Voix de ${peer.name}`}
        speakerId={readDeviceChoice().speakerId}
      />
      <CallStats name={peer.name} stats={peer.stats} audioOnly />
    </Paper>
  );
}

function Room({
  name,
  local,
  ice,
}: {
  name: string;
  local: MediaStream;
  ice: NonNullable<ReturnType<typeof useIceConfig>['data']>;
}) {
  const navigate = useNavigate();
  const { call, snapshot } = useRoomCall(voiceRoom(name), local, ice);
  const muted = !(call?.media.audio ?? true);
  if (snapshot.status === 'refused')
    return (
      <ContentLayout title={`Salon ${name}`}>
        <Alert color="red" icon={<IconAlertTriangle />} title="Impossible d’entrer" role="alert">
          {snapshot.error ?? 'Vous n’êtes plus dans ce salon.'}
        </Alert>
      </ContentLayout>
    );
  return (
    <ContentLayout title={`Salon ${name}`} intro="Salon audio : chaque participant vous entend directement.">
      <Stack>
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>Vous</Text>
              {muted ? <Badge color="gray.7">micro coupé</Badge> : null}
            </Group>
            <Speaking stream={muted ? null : local} />
          </Group>
        </Paper>
        {snapshot.status === 'joining' ? <Text>Connexion au salon…</Text> : null}
        {snapshot.status === 'in-call' && snapshot.peers.length === 0 ? (
          <Text>Vous êtes seul dans ce salon pour l’instant.</Text>
        ) : null}
        {snapshot.peers.map((peer) => (
          <Participant key={peer.connectionId} peer={peer} />
        ))}
        <Group justify="center">
          <Button
            variant={muted ? 'filled' : 'default'}
            leftSection={muted ? <IconMicrophoneOff size={18} /> : <IconMicrophone size={18} />}
            aria-pressed={muted}
            onClick={() => call?.setAudio(muted)}
          >
            {muted ? 'Rétablir le micro' : 'Couper le micro'}
          </Button>
          <Button color="red.9" leftSection={<IconPhoneOff size={18} />} onClick={() => navigate(href('voiceLobby'))}>
            Quitter le salon
          </Button>
        </Group>
      </Stack>
    </ContentLayout>
  );
}
