// PUT admin/modification: the full account; a stale version answers 409 and changes nothing.
import { ADMIN_USER_MESSAGES, type AdminUserUpdate, type PublicUser } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { adminUserKeys } from './keys';

export const updateAdminUser = (input: AdminUserUpdate) => api.put<PublicUser>('/api/admin/modification', input);

export const useUpdateAdminUser = () =>
  useSavingMutation({
    mutationFn: updateAdminUser,
    cacheAt: (user) => adminUserKeys.one(user.id),
    invalidate: [[...adminUserKeys.all, 'page']],
    success: ADMIN_USER_MESSAGES.userUpdated,
  });
