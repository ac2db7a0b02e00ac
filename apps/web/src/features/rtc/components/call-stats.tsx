// What the connection to another participant carries, from the browser's own statistics: video frames decoded, audio
// received and the route taken (direct or through the relay). Also what the end-to-end tests read.
import { Text } from '@mantine/core';
import type { PeerStats } from '../lib/room-call';

const ROUTES: Record<string, string> = {
  host: 'directe (réseau local)',
  srflx: 'directe (par Internet)',
  prflx: 'directe (par Internet)',
  relay: 'par le relais TURN',
};

/** `audioOnly`: a voice room carries no images, so none are counted. */
export function CallStats({ name, stats, audioOnly = false }: { name: string; stats: PeerStats; audioOnly?: boolean }) {
  const images = audioOnly ? '' : `images reçues : ${stats.framesDecoded}, `;
  return (
    <Text
      size="xs"
      c="dimmed"
      data-testid="call-stats"
      data-frames-decoded={stats.framesDecoded}
      data-audio-bytes={stats.audioBytesReceived}
      data-route={stats.route ?? ''}
    >
      {`${name} — ${images}son reçu : ${Math.round(stats.audioBytesReceived / 1024)} Ko, connexion ${stats.route ? (ROUTES[stats.route] ?? stats.route) : 'en cours'}`}
    </Text>
  );
}
