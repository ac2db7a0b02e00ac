// Keeps the header's unread counter live (SPEC §2.11): the server pushes the count on the realtime socket.
import type { UnreadEvent } from '@tremplin/shared';
import { realtime } from '@/lib/realtime';
import { useSessionStore } from '@/lib/session-store';

/** Follows the pushed count; returns the stop function. */
export function startUnreadLive(store: typeof useSessionStore = useSessionStore, client = realtime): () => void {
  return client.on('unread', (event) => {
    if (isUnreadEvent(event)) store.getState().setUnreadCount(event.nb);
  });
}

/** The shape of unreadEventSchema, checked by hand: zod would weigh on every page's first load for two fields. */
function isUnreadEvent(data: unknown): data is UnreadEvent {
  const event = data as Partial<UnreadEvent> | null;
  return event?.type === 'unread' && Number.isInteger(event.nb) && (event.nb as number) >= 0;
}
