// One offer to many candidates, all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationBatch, applicationsEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export function useBatchCreateApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: ApplicationBatch) => call(applicationsEndpoints.createBatch, { body: batch }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify.success(MESSAGES.applicationsBatchAdded);
    },
  });
}
