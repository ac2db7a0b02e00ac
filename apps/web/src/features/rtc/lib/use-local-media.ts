// The camera and microphone (or the microphone alone) chosen on the device check, opened for a call's screen and
// closed when it leaves; a refusal becomes a French message.
import { useEffect, useState } from 'react';
import { openMedia, openMediaError, readDeviceChoice, stopMedia } from './devices';

export function useLocalMedia(video: boolean) {
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  useEffect(() => {
    let opened: MediaStream | null = null;
    let cancelled = false;
    openMedia(readDeviceChoice(), video)
      .then((stream) => {
        if (cancelled) return stopMedia(stream);
        opened = stream;
        setLocal(stream);
      })
      .catch((err) => !cancelled && setMediaError(openMediaError(err)));
    return () => {
      cancelled = true;
      stopMedia(opened);
    };
  }, [video]);
  return { local, mediaError };
}
