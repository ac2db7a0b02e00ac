// POST /auth/linkedin/echange: the one-time code of /linkedin/{code} for a session with its profile.
import { type LoginResponse, MESSAGES, type PublicUser } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import type { SessionProfile } from '@/lib/session-store';
import { startSession } from './start-session';

interface LinkedinSession extends LoginResponse {
  authToken: string;
  profile: PublicUser;
}

/** Exchanges the code, opens the session and greets the person. */
export async function signInWithLinkedin(code: string): Promise<void> {
  const answer = await api.post<LinkedinSession>(
    '/auth/linkedin/echange',
    { code },
    { auth: false, silent: true, handleUnauthorized: false },
  );
  await startSession(
    { ...answer, token: answer.authToken || answer.token },
    answer.profile as unknown as SessionProfile,
  );
  notify.success(MESSAGES.socialLogin);
}
