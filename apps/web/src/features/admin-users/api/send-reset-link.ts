// Staff never choose someone's password; they send the person a reset link.
import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export const sendResetLink = (id: number) => call(authEndpoints.sendResetLink, { params: { id } });

export const useSendResetLink = () =>
  useMutation({ mutationFn: sendResetLink, onSuccess: (answer) => notify.success(answer.message) });
