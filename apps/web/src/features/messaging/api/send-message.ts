// Sends a message (its HTML is cleaned by the server).
import { MESSAGES, messagingEndpoints, type SendMessageInput } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { messagingKeys } from './keys';

export const sendMessage = (uid: number, input: SendMessageInput) =>
  call(messagingEndpoints.send, { params: { uid }, body: input });

export const useSendMessage = (uid: number) =>
  useSavingMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(uid, input),
    invalidate: [[...messagingKeys.all, 'box']],
    success: MESSAGES.messageSent,
  });
