// /entretien/{id}: the 1:1 call of an interview, audio and video, with microphone and camera toggles, screen sharing
// and leave; the other party's name and state. A candidate not (or no longer) let in goes back to the waiting room.
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { href, interviewRoom, RTC_MESSAGES } from '@tremplin/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { useIceConfig } from '../api/get-ice-config';
import { useCallInterview } from '../api/get-interview';
import { CallStats } from '../components/call-stats';
import { MediaView } from '../components/media-view';
import { readDeviceChoice, stopMedia } from '../lib/devices';
import { useLocalMedia } from '../lib/use-local-media';
import { useRoomCall } from '../lib/use-room-call';

export function InterviewRoomScreen() {
  const id = idParam(useParams().id) ?? 0;
  const interview = useCallInterview(id);
  const ice = useIceConfig();
  const { local, mediaError } = useLocalMedia(true);

  if (interview.isPending || ice.isPending) return <Spinner label="Préparation de l’entretien" />;
  if (interview.isError || ice.isError)
    return (
      <ContentLayout title="Entretien">
        <Alert color="red" role="alert">
          Cet entretien ne peut pas être ouvert.
        </Alert>
      </ContentLayout>
    );
  if (mediaError)
    return (
      <ContentLayout title="Entretien">
        <Alert color="red" icon={<IconAlertTriangle />} title="Caméra ou micro indisponible" role="alert">
          {mediaError}
        </Alert>
      </ContentLayout>
    );
  if (!local) return <Spinner label="Ouverture de la caméra et du micro" />;
  const e = interview.data;
  return <Call interviewId={id} local={local} ice={ice.data} candidateName={e.candidat} hostName={e.responsable} />;
}

function Call({
  interviewId,
  local,
  ice,
  candidateName,
  hostName,
}: {
  interviewId: number;
  local: MediaStream;
  ice: NonNullable<ReturnType<typeof useIceConfig>['data']>;
  candidateName: string;
  hostName: string | null;
}) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { call, snapshot } = useRoomCall(interviewRoom(interviewId), local, ice);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const speakerId = readDeviceChoice().speakerId;
  const isCandidate = snapshot.presence?.candidateId === me?.id;

  // A candidate refused (not let in yet, or asked to wait again) goes back to the waiting room.
  useEffect(() => {
    if (snapshot.status !== 'refused') return;
    if (snapshot.error === RTC_MESSAGES.notAdmitted || (snapshot.error === null && isCandidate)) {
      navigate(`${href('interviewWaiting')}?entretien=${interviewId}`, { replace: true });
    }
  }, [snapshot.status, snapshot.error, isCandidate, interviewId, navigate]);

  const other = snapshot.peers[0];
  const otherName = other?.name || (isCandidate ? (hostName ?? 'Votre interlocuteur') : candidateName);
  const gone = !other && snapshot.left.length > 0;
  const media = call?.media ?? { audio: true, video: true, screen: false };

  const share = async () => {
    if (screen) {
      stopMedia(screen);
      setScreen(null);
      await call?.setScreen(null);
      return;
    }
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true });
      const track = shared.getVideoTracks()[0] ?? null;
      if (!track) return;
      track.onended = () => {
        setScreen(null);
        void call?.setScreen(null);
      };
      setScreen(shared);
      await call?.setScreen(track);
    } catch {
      // The person closed the picker: nothing to share.
    }
  };
  const leave = () => {
    stopMedia(screen);
    navigate(href('interviewDetails', { eid: interviewId }));
  };

  if (snapshot.status === 'refused' && snapshot.error && snapshot.error !== RTC_MESSAGES.notAdmitted)
    return (
      <ContentLayout title="Entretien">
        <Alert color="red" icon={<IconAlertTriangle />} title="Accès refusé" role="alert">
          {snapshot.error}
        </Alert>
      </ContentLayout>
    );

  const states: string[] = [];
  if (other && !other.media.audio) states.push('micro coupé');
  if (other && !other.media.video && !other.media.screen) states.push('caméra coupée');
  if (other?.media.screen) states.push('partage son écran');
  if (other?.unstable) states.push('connexion instable');
  if (gone) states.push('a quitté l’entretien');

  return (
    <ContentLayout title={`Entretien avec ${otherName}`} size="lg">
      <Stack>
        <Group gap="xs" aria-live="polite" data-testid="peer-state">
          <Text fw={600}>{otherName}</Text>
          {other || gone ? null : <Badge color="gray.7">en attente de connexion</Badge>}
          {states.map((s) => (
            <Badge key={s} color={s === 'connexion instable' || s === 'a quitté l’entretien' ? 'red.9' : 'gray.7'}>
              {s}
            </Badge>
          ))}
        </Group>
        <Paper radius="lg" style={{ position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden' }}>
          <MediaView stream={other?.stream ?? null} label={`Vidéo de ${otherName}`} speakerId={speakerId} />
          <div style={{ position: 'absolute', right: 12, bottom: 12, width: '22%', aspectRatio: '4 / 3' }}>
            <MediaView stream={screen ?? local} muted label="Votre vidéo" mirrored={!screen} />
          </div>
        </Paper>
        <Group justify="center" gap="sm">
          <Button
            variant={media.audio ? 'default' : 'filled'}
            leftSection={media.audio ? <IconMicrophone size={18} /> : <IconMicrophoneOff size={18} />}
            aria-pressed={!media.audio}
            onClick={() => call?.setAudio(!media.audio)}
          >
            {media.audio ? 'Couper le micro' : 'Rétablir le micro'}
          </Button>
          <Button
            variant={media.video ? 'default' : 'filled'}
            leftSection={media.video ? <IconVideo size={18} /> : <IconVideoOff size={18} />}
            aria-pressed={!media.video}
            onClick={() => call?.setVideo(!media.video)}
          >
            {media.video ? 'Couper la caméra' : 'Rétablir la caméra'}
          </Button>
          {typeof navigator.mediaDevices?.getDisplayMedia === 'function' ? (
            <Button
              variant={screen ? 'filled' : 'default'}
              leftSection={screen ? <IconScreenShareOff size={18} /> : <IconScreenShare size={18} />}
              aria-pressed={Boolean(screen)}
              onClick={() => void share()}
            >
              {screen ? 'Arrêter le partage' : 'Partager l’écran'}
            </Button>
          ) : null}
          <Button color="red.9" leftSection={<IconPhoneOff size={18} />} onClick={leave}>
            Quitter l’entretien
          </Button>
        </Group>
        {snapshot.peers.map((p) => (
          <CallStats key={p.connectionId} name={p.name || otherName} stats={p.stats} />
        ))}
      </Stack>
    </ContentLayout>
  );
}
