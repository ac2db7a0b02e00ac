// PUT /api/utilisateur/desactivation/{id}: deactivates one's own account (SPEC §4), then the session ends.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { logout } from '@/lib/auth';
import { notify } from '@/lib/notifications';

export const deactivateAccount = (id: number) =>
  api.put<{ message: string }>(`/api/utilisateur/desactivation/${id}`, undefined);

export function useDeactivateAccount() {
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: () => {
      logout();
      notify.success(MESSAGES.accountDeactivated);
    },
  });
}
