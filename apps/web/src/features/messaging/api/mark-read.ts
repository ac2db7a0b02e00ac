// The recipient marks a message read (the counter follows by WebSocket).
import { type Message, messagingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { useSessionStore } from '@/lib/session-store';
import { getUnreadCount } from './get-unread-count';
import { messagingKeys } from './keys';

export const markRead = (uid: number, message: Message) =>
  call(messagingEndpoints.markRead, { params: { uid }, body: message }, { loading: false });

export const useMarkRead = (uid: number) =>
  useSavingMutation({
    mutationFn: (message: Message) => markRead(uid, message),
    cacheAt: (message) => messagingKeys.message(message.id),
    invalidate: [[...messagingKeys.all, 'box']],
    onSuccess: () => {
      // The socket pushes the new count too; asking keeps the badge right without one (never guess: the push may
      // already have arrived).
      getUnreadCount(uid)
        .then(({ nb }) => useSessionStore.getState().setUnreadCount(nb))
        .catch(() => undefined);
    },
  });
