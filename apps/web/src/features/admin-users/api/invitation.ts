// Where the invitation of an account opened by staff stands, and sending it again (the previous link then stops
// working).
import { useQuery } from '@tanstack/react-query';
import { accountInvitationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { useSavingMutation } from '@/lib/saving-mutation';
import { adminUserKeys } from './keys';

export const getInvitation = (id: number) =>
  call(accountInvitationsEndpoints.status, { params: { id } }, { silent: true, loading: false });

export const useInvitation = (id: number, enabled = true) =>
  useQuery({ queryKey: adminUserKeys.invitation(id), queryFn: () => getInvitation(id), enabled: enabled && id > 0 });

export const resendInvitation = (id: number) => call(accountInvitationsEndpoints.resend, { params: { id } });

export const useResendInvitation = () =>
  useSavingMutation({
    mutationFn: resendInvitation,
    invalidate: [adminUserKeys.all],
    onSuccess: (answer) => notify.success(answer.message),
  });
