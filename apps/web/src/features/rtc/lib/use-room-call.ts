// A RoomCall for the life of a screen: started once the local media and the ICE servers are there, stopped on leave.
import type { IceConfig, RtcRoom } from '@tremplin/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type CallSnapshot, RoomCall } from './room-call';

const idle: CallSnapshot = { status: 'joining', error: null, self: null, peers: [], left: [], presence: null };
const noop = () => () => {};

export function useRoomCall(room: RtcRoom, local: MediaStream | null, ice: IceConfig | undefined) {
  const [call, setCall] = useState<RoomCall | null>(null);
  useEffect(() => {
    if (!local || !ice) return;
    const next = new RoomCall(room, local, ice);
    next.start();
    setCall(next);
    return () => {
      next.stop();
      setCall(null);
    };
  }, [room, local, ice]);
  const snapshot = useSyncExternalStore(
    call ? (listener) => call.subscribe(listener) : noop,
    call ? call.getSnapshot : () => idle,
  );
  return { call, snapshot };
}
