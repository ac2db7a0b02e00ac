// The device check before anything is sent: camera preview, microphone meter, choice of camera, microphone and
// speaker, and a French message for each failure. `onReady` gets the chosen devices once they work.
import { Alert, Button, Group, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useAudioLevel } from '../lib/audio-level';
import {
  type DeviceChoice,
  openMedia,
  openMediaError,
  readDeviceChoice,
  saveDeviceChoice,
  stopMedia,
} from '../lib/devices';
import { MediaView } from './media-view';

type Option = { value: string; label: string };

export function DeviceCheck({ onReady, readyLabel }: { onReady: (choice: DeviceChoice) => void; readyLabel: string }) {
  const [choice, setChoice] = useState<DeviceChoice>(readDeviceChoice);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [devices, setDevices] = useState<{ cameras: Option[]; microphones: Option[]; speakers: Option[] }>({
    cameras: [],
    microphones: [],
    speakers: [],
  });
  const [attempt, setAttempt] = useState(0);
  const level = useAudioLevel(stream);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    let current: MediaStream | null = null;
    let cancelled = false;
    setError(null);
    openMedia(choice, true)
      .then(async (opened) => {
        if (cancelled) return stopMedia(opened);
        current = opened;
        setStream(opened);
        const list = await navigator.mediaDevices.enumerateDevices();
        const of = (kind: MediaDeviceKind, name: string) =>
          list
            .filter((d) => d.kind === kind && d.deviceId)
            .map((d, i) => ({ value: d.deviceId, label: d.label || `${name} ${i + 1}` }));
        if (!cancelled)
          setDevices({
            cameras: of('videoinput', 'Caméra'),
            microphones: of('audioinput', 'Micro'),
            speakers: of('audiooutput', 'Haut-parleur'),
          });
      })
      .catch((err) => {
        if (!cancelled) {
          setStream(null);
          setError(openMediaError(err));
        }
      });
    return () => {
      cancelled = true;
      stopMedia(current);
    };
  }, [choice.cameraId, choice.microphoneId, attempt]);

  const pick = useCallback((part: Partial<DeviceChoice>) => setChoice((c) => ({ ...c, ...part })), []);
  const videoTrack = stream?.getVideoTracks()[0];
  const audioTrack = stream?.getAudioTracks()[0];
  const selected = (options: Option[], track?: MediaStreamTrack) =>
    options.find((o) => o.value === track?.getSettings().deviceId)?.value ?? options[0]?.value ?? null;
  const canChooseSpeaker = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

  return (
    <Stack>
      {error ? (
        <Alert color="red" icon={<IconAlertTriangle />} title="Caméra ou micro indisponible" role="alert">
          <Text mb="sm">{error}</Text>
          <Button
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={() => setAttempt((n) => n + 1)}
          >
            Réessayer
          </Button>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <div style={{ aspectRatio: '4 / 3' }}>
          <MediaView stream={stream} muted label="Aperçu de votre caméra" mirrored />
        </div>
        <Stack gap="sm">
          <Select
            label="Caméra"
            data={devices.cameras}
            value={selected(devices.cameras, videoTrack)}
            onChange={(v) => v && pick({ cameraId: v })}
            allowDeselect={false}
            disabled={devices.cameras.length === 0}
          />
          <Select
            label="Micro"
            data={devices.microphones}
            value={selected(devices.microphones, audioTrack)}
            onChange={(v) => v && pick({ microphoneId: v })}
            allowDeselect={false}
            disabled={devices.microphones.length === 0}
          />
          <div>
            <Text size="sm" fw={500}>
              Niveau du micro
            </Text>
            <Progress.Root size="lg">
              <Progress.Section value={level} aria-label="Niveau du micro" />
            </Progress.Root>
            <Text size="xs" c="dimmed">
              Parlez : la barre doit bouger.
            </Text>
          </div>
          {canChooseSpeaker && devices.speakers.length > 0 ? (
            <Select
              label="Haut-parleur"
              data={devices.speakers}
              value={choice.speakerId ?? devices.speakers[0]?.value ?? null}
              onChange={(v) => v && pick({ speakerId: v })}
              allowDeselect={false}
            />
          ) : null}
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          disabled={!stream}
          onClick={() => {
            const chosen = {
              ...choice,
              cameraId: videoTrack?.getSettings().deviceId ?? choice.cameraId,
              microphoneId: audioTrack?.getSettings().deviceId ?? choice.microphoneId,
            };
            saveDeviceChoice(chosen);
            onReady(chosen);
          }}
        >
          {readyLabel}
        </Button>
      </Group>
    </Stack>
  );
}
