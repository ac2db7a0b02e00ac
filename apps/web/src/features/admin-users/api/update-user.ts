// PUT admin/modification: the full account; a stale version answers 409 and changes nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_USER_MESSAGES, type AdminUserUpdate, type PublicUser } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { adminUserKeys } from './keys';

export const updateAdminUser = (input: AdminUserUpdate) => api.put<PublicUser>('/api/admin/modification', input);

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.one(user.id), user);
      void queryClient.invalidateQueries({ queryKey: [...adminUserKeys.all, 'page'] });
      notify.success(ADMIN_USER_MESSAGES.userUpdated);
    },
  });
}
