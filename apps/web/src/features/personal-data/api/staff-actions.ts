// Staff on an account: POST /api/admin/{id}/effacement (erase now) and /conservation (keep longer), each with a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

export function useStaffErase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motif }: { id: number; motif: string }) =>
      api.post<{ message: string }>(`/api/admin/${id}/effacement`, { motif }),
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
      api.post<{ message: string }>(`/api/admin/${id}/conservation`, { motif }),
    onSuccess: ({ message }, { id }) => {
      notify.success(message);
      void queryClient.invalidateQueries({ queryKey: ['personal-data', id] });
    },
  });
}
