// Deleting an interview.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interviewsEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { interviewKeys } from './keys';

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(interviewsEndpoints.remove, { params: { id } }),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: interviewKeys.details(id) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify.success(MESSAGES.interviewDeleted);
    },
  });
}
