// POST admin/{id}/lien-reinitialisation: staff never choose someone's password; they send the person a reset link.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

export const sendResetLink = (id: number) => api.post<{ message: string }>(`/api/admin/${id}/lien-reinitialisation`);

export const useSendResetLink = () =>
  useMutation({ mutationFn: sendResetLink, onSuccess: (answer) => notify.success(answer.message) });
