// DELETE admin/{id}: the server's text is the toast (SPEC §7, §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { adminUserKeys } from './keys';

export const deleteAdminUser = (id: number) => api.delete<{ message: string }>(`/api/admin/${id}`);

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: ({ message }, id) => {
      queryClient.removeQueries({ queryKey: adminUserKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      notify.success(message);
    },
  });
}
