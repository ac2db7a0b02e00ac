// POST /auth/connexion: e-mail, password and the bot-check answer; the answer opens the session.
import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, type LoginResponse, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { startSession } from './start-session';

// The refusal is shown in the form itself, not as a toast; a 401 here is an answer, not an ended session.
export const signIn = (input: LoginRequest) =>
  api.post<LoginResponse>('/auth/connexion', input, { auth: false, silent: true, handleUnauthorized: false });

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (answer) => {
      await startSession(answer);
      notify.success(MESSAGES.login);
    },
  });
}
