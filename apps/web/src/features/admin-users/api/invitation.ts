// GET and POST admin/{id}/invitation: where the invitation of an account opened by staff stands, and sending it again
// (the previous link then stops working).
import { useQuery } from '@tanstack/react-query';
import type { AccountInvitationStatus } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSavingMutation } from '@/lib/saving-mutation';
import { adminUserKeys } from './keys';

export const getInvitation = (id: number) =>
  api.get<AccountInvitationStatus>(`/api/admin/${id}/invitation`, { silent: true, loading: false });

export const useInvitation = (id: number, enabled = true) =>
  useQuery({ queryKey: adminUserKeys.invitation(id), queryFn: () => getInvitation(id), enabled: enabled && id > 0 });

export const resendInvitation = (id: number) => api.post<{ message: string }>(`/api/admin/${id}/invitation`);

export const useResendInvitation = () =>
  useSavingMutation({
    mutationFn: resendInvitation,
    invalidate: [adminUserKeys.all],
    onSuccess: (answer) => notify.success(answer.message),
  });
