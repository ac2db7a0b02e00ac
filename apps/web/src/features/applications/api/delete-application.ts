// DELETE candidature/{id}/{userId} (the candidate) or admin/candidature/{id}/{adminId} (staff).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { applicationKeys } from './keys';

export function useDeleteApplication(uid: number, staffId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<void>(staffId ? `/api/admin/candidature/${id}/${staffId}` : `/api/candidature/${id}/${uid}`),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: applicationKeys.details(id) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.user(uid) });
      void queryClient.invalidateQueries({ queryKey: ['applications', 'totals'] });
      notify.success(MESSAGES.applicationDeleted);
    },
  });
}
