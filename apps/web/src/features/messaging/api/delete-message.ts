// DELETE message/{messageId}/{userId}: moves the message to this person's deleted box (the other party keeps it).
import { MESSAGES, type Message } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { messagingKeys } from './keys';

export const deleteMessage = (uid: number, id: number) => api.delete<Message>(`/api/message/${id}/${uid}`);

export const useDeleteMessage = (uid: number) =>
  useSavingMutation({
    mutationFn: (id: number) => deleteMessage(uid, id),
    cacheAt: (message) => messagingKeys.message(message.id),
    invalidate: [[...messagingKeys.all, 'box']],
    success: MESSAGES.messageDeleted,
  });
