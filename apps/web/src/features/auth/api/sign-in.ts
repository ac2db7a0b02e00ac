// POST /auth/connexion: e-mail, password and the bot-check answer; the answer opens the session. A plain call, not a
// mutation hook: the form follows its own submission, and the public page's first load goes without useMutation.
import { type LoginRequest, type LoginResponse, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { startSession } from './start-session';

/** Signs in, then opens the session (profile, unread count) and greets. */
export async function signIn(input: LoginRequest): Promise<void> {
  // The refusal is shown in the form itself, not as a toast; a 401 here is an answer, not an ended session.
  const answer = await api.post<LoginResponse>('/auth/connexion', input, {
    auth: false,
    silent: true,
    handleUnauthorized: false,
  });
  await startSession(answer);
  notify.success(MESSAGES.login);
}
