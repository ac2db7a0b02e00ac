// DELETE message/{messageId}/{userId}: moves the message to this person's deleted box (the other party keeps it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Message } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { messagingKeys } from './keys';

export const deleteMessage = (uid: number, id: number) => api.delete<Message>(`/api/message/${id}/${uid}`);

export function useDeleteMessage(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(uid, id),
    onSuccess: (message) => {
      queryClient.setQueryData(messagingKeys.message(message.id), message);
      void queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, 'box'] });
      notify.success(MESSAGES.messageDeleted);
    },
  });
}
