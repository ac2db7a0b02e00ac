// Follows who is in a room (an interview's waiting room and call, or the voice lobby) while a screen shows it: the
// watch is sent again on every new socket, and a refusal from the server comes back as a French message.
import type { RealtimeEvent } from '@tremplin/shared';
import { useEffect, useState } from 'react';
import { realtime } from '@/lib/realtime';

/** Presence snapshots carry the server's reading time: one older than the shown one arrived late. */
export const isOlder = (next: RealtimeEvent, current: RealtimeEvent | null) =>
  typeof next.at === 'number' && typeof current?.at === 'number' && next.at < current.at;

export function useRoomWatch<E extends RealtimeEvent>(
  room: string | null,
  eventType: string,
  matches: (e: E) => boolean,
) {
  const [event, setEvent] = useState<E | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `matches` is read fresh through the room it depends on
  useEffect(() => {
    if (!room) return;
    const watch = () => realtime.send({ type: 'rtc.watch', room });
    const offs = [
      realtime.on<E>(eventType, (e) => matches(e) && setEvent((current) => (isOlder(e, current) ? current : e))),
      realtime.on('error', (e) => e.for === 'rtc.watch' && setError(String(e.message))),
      realtime.onState((state) => state === 'ready' && watch()),
    ];
    watch();
    return () => {
      for (const off of offs) off();
      realtime.send({ type: 'rtc.unwatch', room });
    };
  }, [room, eventType]);
  return { event, error };
}
