// PUT message/utilisateur/{uid}/messagelu: the recipient marks a message read (the counter follows by WebSocket).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { getUnreadCount } from './get-unread-count';
import { messagingKeys } from './keys';

export const markRead = (uid: number, message: Message) =>
  api.put<Message>(`/api/message/utilisateur/${uid}/messagelu`, message, { loading: false });

export function useMarkRead(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => markRead(uid, message),
    onSuccess: (message) => {
      queryClient.setQueryData(messagingKeys.message(message.id), message);
      void queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, 'box'] });
      // The socket pushes the new count too; asking keeps the badge right without one (never guess: the push may
      // already have arrived).
      getUnreadCount(uid)
        .then(({ nb }) => useSessionStore.getState().setUnreadCount(nb))
        .catch(() => undefined);
    },
  });
}
