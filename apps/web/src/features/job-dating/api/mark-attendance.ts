// Staff tick « Présent(e) » at the event, whatever the candidate answered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobDatingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { jobDatingKeys } from './keys';

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, present }: { id: number; present: boolean }) =>
      call(jobDatingEndpoints.markAttendance, { params: { id }, body: { present } }),
    onSuccess: (invitation) => {
      queryClient.setQueryData(jobDatingKeys.invitation(invitation.id), invitation);
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.invitations });
      // The dashboard's turnout reads attendance.
      void queryClient.invalidateQueries({ queryKey: ['formations', 'activite'] });
    },
  });
}
