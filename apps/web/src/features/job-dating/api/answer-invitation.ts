// PUT invitationJD/{id}/accepter and PUT invitationJD/{id}/annuler (the candidate's refusal, or staff cancelling).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Invitation, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
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
      api.put<Invitation>(`/api/invitationJD/${id}/${answer}`),
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
