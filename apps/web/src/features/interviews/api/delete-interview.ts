// DELETE entretien/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { interviewKeys } from './keys';

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/entretien/${id}`),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: interviewKeys.details(id) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify.success(MESSAGES.interviewDeleted);
    },
  });
}
