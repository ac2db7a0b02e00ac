// POST message/utilisateur/{uid}: sends a message (its HTML is cleaned by the server).
import { MESSAGES, type Message, type SendMessageInput } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { messagingKeys } from './keys';

export const sendMessage = (uid: number, input: SendMessageInput) =>
  api.post<Message>(`/api/message/utilisateur/${uid}`, input);

export const useSendMessage = (uid: number) =>
  useSavingMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(uid, input),
    invalidate: [[...messagingKeys.all, 'box']],
    success: MESSAGES.messageSent,
  });
