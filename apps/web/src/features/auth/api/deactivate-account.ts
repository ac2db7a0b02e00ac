// Deletes one's own account (SPEC §4: deactivated at once, then the session ends; erased for good after the grace
// period unless the person signs in again).
import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@tremplin/shared';
import { logout } from '@/lib/auth';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export const deactivateAccount = (id: number) => call(authEndpoints.deactivate, { params: { id } });

export function useDeactivateAccount() {
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: ({ message }) => {
      logout();
      notify.success(message);
    },
  });
}
