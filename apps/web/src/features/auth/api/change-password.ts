// A new password; the current one unless staff act on another account.
import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ChangePassword } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSessionStore } from '@/lib/session-store';

export const changePassword = (input: ChangePassword) =>
  call(authEndpoints.changePassword, { body: input }, { silent: true });

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
