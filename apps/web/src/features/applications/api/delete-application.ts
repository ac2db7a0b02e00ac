// Deleting an application, by the candidate or by staff.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { applicationKeys } from './keys';

export function useDeleteApplication(uid: number, staffId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      staffId
        ? call(applicationsEndpoints.removeAsStaff, { params: { id, adminId: staffId } })
        : call(applicationsEndpoints.remove, { params: { id, userId: uid } }),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: applicationKeys.details(id) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.user(uid) });
      void queryClient.invalidateQueries({ queryKey: ['applications', 'totals'] });
      notify.success(MESSAGES.applicationDeleted);
    },
  });
}
