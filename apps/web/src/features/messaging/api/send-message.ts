// POST message/utilisateur/{uid}: sends a message (its HTML is cleaned by the server).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Message, type SendMessageInput } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { messagingKeys } from './keys';

export const sendMessage = (uid: number, input: SendMessageInput) =>
  api.post<Message>(`/api/message/utilisateur/${uid}`, input);

export function useSendMessage(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(uid, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, 'box'] });
      notify.success(MESSAGES.messageSent);
    },
  });
}
