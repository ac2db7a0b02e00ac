// POST /api/utilisateur: registration; the account stays inactive until the e-mailed link is followed.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type PublicUser, type Registration } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

export const register = (input: Registration) =>
  api.post<PublicUser>('/api/utilisateur', { ...input, active: false }, { auth: false, silent: true });

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => notify.success(MESSAGES.registrationMailSent(user.email)),
  });
}
