// A stream shown in a <video> (or heard through an <audio>), on the speaker chosen in the device check when the
// browser lets pages choose one.
import { useEffect, useRef } from 'react';

type Sinkable = HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };

export function MediaView({
  stream,
  muted = false,
  audioOnly = false,
  speakerId,
  label,
  mirrored = false,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  audioOnly?: boolean;
  speakerId?: string;
  label: string;
  mirrored?: boolean;
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const element = ref.current as Sinkable | null;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  useEffect(() => {
    const element = ref.current as Sinkable | null;
    if (element && speakerId && element.setSinkId) void element.setSinkId(speakerId).catch(() => undefined);
  }, [speakerId]);
  if (audioOnly) return <audio ref={ref} autoPlay muted={muted} aria-label={label} />;
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      style={{
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        background: '#1a1b1e',
        borderRadius: 12,
        transform: mirrored ? 'scaleX(-1)' : undefined,
      }}
    />
  );
}
