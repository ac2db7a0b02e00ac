// Staff: the candidates waiting for their interviews (any interview's, for an admin), live from the realtime socket.
// One subscription for the whole tab, however many parts of the screen read it: the header's badge and notice, the
// agenda.
import type { RtcWaitingEvent } from '@tremplin/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { realtime } from '@/lib/realtime';

/** Names waiting, by interview id; only interviews with someone waiting. */
export type WaitingRooms = ReadonlyMap<number, readonly string[]>;

const EMPTY: WaitingRooms = new Map();
let rooms: WaitingRooms = EMPTY;
const listeners = new Set<() => void>();
let readers = 0;
let stop: (() => void) | null = null;

function set(next: WaitingRooms) {
  rooms = next;
  for (const listener of [...listeners]) listener();
}

function start() {
  const follow = () => realtime.send({ type: 'rtc.hosting' });
  const offs = [
    realtime.on<RtcWaitingEvent>('rtc.waiting', (e) => {
      const next = new Map(e.full ? [] : rooms);
      for (const room of e.rooms) {
        if (room.names.length > 0) next.set(room.interviewId, room.names);
        else next.delete(room.interviewId);
      }
      set(next);
    }),
    realtime.onState((state) => state === 'ready' && follow()),
  ];
  follow();
  return () => {
    for (const off of offs) off();
    set(EMPTY);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting rooms of the signed-in staff member's interviews, kept live while a component reads them. */
export function useWaitingRooms(): WaitingRooms {
  useEffect(() => {
    readers += 1;
    if (readers === 1) stop = start();
    return () => {
      readers -= 1;
      if (readers === 0) {
        stop?.();
        stop = null;
      }
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => rooms,
    () => EMPTY,
  );
}
