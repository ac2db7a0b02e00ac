// Moves a message to this person's deleted box (the other party keeps it).
import { MESSAGES, messagingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { messagingKeys } from './keys';

export const deleteMessage = (uid: number, id: number) =>
  call(messagingEndpoints.remove, { params: { messageId: id, userId: uid } });

export const useDeleteMessage = (uid: number) =>
  useSavingMutation({
    mutationFn: (id: number) => deleteMessage(uid, id),
    cacheAt: (message) => messagingKeys.message(message.id),
    invalidate: [[...messagingKeys.all, 'box']],
    success: MESSAGES.messageDeleted,
  });
