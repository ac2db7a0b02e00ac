// PUT /api/utilisateur/desactivation/{id}: deletes one's own account (SPEC §4: deactivated at once, then the session
// ends; erased for good after the grace period unless the person signs in again).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logout } from '@/lib/auth';
import { notify } from '@/lib/notifications';

export const deactivateAccount = (id: number) =>
  api.put<{ message: string }>(`/api/utilisateur/desactivation/${id}`, undefined);

export function useDeactivateAccount() {
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: ({ message }) => {
      logout();
      notify.success(message);
    },
  });
}
