// POST admin/candidature-multiple: one offer to many candidates, all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationBatch, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import type { ApplicationPage } from './get-applications';

export function useBatchCreateApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: ApplicationBatch) => api.post<ApplicationPage>('/api/admin/candidature-multiple', batch),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify.success(MESSAGES.applicationsBatchAdded);
    },
  });
}
