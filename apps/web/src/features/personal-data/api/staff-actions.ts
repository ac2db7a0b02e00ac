// Staff on an account: erase it now, or keep it longer, each with a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalDataEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export function useStaffErase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motif }: { id: number; motif: string }) =>
      call(personalDataEndpoints.erase, { params: { id }, body: { motif } }),
    onSuccess: ({ message }) => {
      notify.success(message);
      void queryClient.invalidateQueries();
    },
  });
}

export function useExtendRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motif }: { id: number; motif: string }) =>
      call(personalDataEndpoints.extendRetention, { params: { id }, body: { motif } }),
    onSuccess: ({ message }, { id }) => {
      notify.success(message);
      void queryClient.invalidateQueries({ queryKey: ['personal-data', id] });
    },
  });
}
