// The loudness of a stream's audio, 0 to 100, read a few times a second: the microphone meter and the speaking dots.
import { useEffect, useState } from 'react';

let shared: AudioContext | null = null;
const context = () => {
  shared ??= new AudioContext();
  if (shared.state === 'suspended') void shared.resume();
  return shared;
};

/**
 * `holdMs` keeps a peak on show that long, as a level meter does: speech comes in bursts shorter than the reading
 * interval, and an indicator that blinks off between syllables is both unreadable and missed by assistive tools.
 */
export function useAudioLevel(stream: MediaStream | null, every = 120, holdMs = 0): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const ctx = context();
    const source = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    // About 40 ms of sound at 48 kHz per reading, so that short sounds are not missed between readings.
    analyser.fftSize = 2048;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let peak = 0;
    let peakAt = 0;
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += ((s - 128) / 128) ** 2;
      const now = Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300));
      const at = performance.now();
      if (now >= peak || at - peakAt > holdMs) {
        peak = now;
        peakAt = at;
      }
      setLevel(Math.max(now, peak));
    }, every);
    return () => {
      clearInterval(timer);
      source.disconnect();
    };
  }, [stream, every, holdMs]);
  return level;
}
