// Accepting an invitation, or refusing it (the candidate) or cancelling it (staff).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobDatingEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { jobDatingKeys } from './keys';

export type InvitationAnswer = 'accepter' | 'annuler';

const TOASTS: Record<string, string> = {
  CONFIRMÉE: MESSAGES.invitationAccepted,
  REFUSÉE: MESSAGES.invitationRefused,
  ANNULEE: MESSAGES.invitationCancelled,
};

/** SPEC §4: after an answer the page shows fresh data. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: InvitationAnswer }) =>
      call(answer === 'accepter' ? jobDatingEndpoints.accept : jobDatingEndpoints.cancel, { params: { id } }),
    onSuccess: (invitation) => {
      queryClient.setQueryData(jobDatingKeys.invitation(invitation.id), invitation);
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.details(invitation.jobDatingId) });
      void queryClient.invalidateQueries({ queryKey: [...jobDatingKeys.all, 'list'] });
      const toast = TOASTS[invitation.etatInvitation];
      if (toast) notify.success(toast);
    },
  });
}
