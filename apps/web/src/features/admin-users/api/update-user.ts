// PUT admin/modification: the full account; a stale version answers 409 and changes nothing.
import { ADMIN_USER_MESSAGES, type AdminUserUpdate, adminEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { adminUserKeys } from './keys';

export const updateAdminUser = (input: AdminUserUpdate) => call(adminEndpoints.update, { body: input });

export const useUpdateAdminUser = () =>
  useSavingMutation({
    mutationFn: updateAdminUser,
    cacheAt: (user) => adminUserKeys.one(user.id),
    invalidate: [[...adminUserKeys.all, 'page']],
    success: ADMIN_USER_MESSAGES.userUpdated,
  });
