// Invites one candidate to an event.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobDatingEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { jobDatingKeys } from './keys';

export function useSendInvitation(jobDatingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidatId: number) =>
      call(jobDatingEndpoints.sendInvitation, { body: { id: 0, version: 0, jobDatingId, candidatId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.details(jobDatingId) });
      void queryClient.invalidateQueries({ queryKey: [...jobDatingKeys.all, 'list'] });
      notify.success(MESSAGES.invitationAdded);
    },
  });
}
