// PUT /api/utilisateur/modification-mdp: a new password; the current one unless staff act on another account.
import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

export const changePassword = (input: ChangePassword) =>
  api.put<{ message: string }>('/api/utilisateur/modification-mdp', input, { silent: true });

export function useChangePassword() {
  return useMutation({
    // Sending one's own refresh token keeps this session open while the server ends every other one.
    mutationFn: (input: Omit<ChangePassword, 'refreshToken'>) => {
      const { refreshToken, userId } = useSessionStore.getState().auth;
      return changePassword({
        ...input,
        ...(refreshToken && userId === input.utilisateurID ? { refreshToken } : {}),
      });
    },
  });
}
