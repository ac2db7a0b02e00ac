// The one-time code of /linkedin/{code} for a session with its profile, or the second factor still needed.
import { authEndpoints, isSecondStep, MESSAGES, type SecondStepAnswer } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import type { SessionProfile } from '@/lib/session-store';
import { startSession } from './start-session';

/** Exchanges the code, opens the session and greets the person; or answers the second step still needed. */
export async function signInWithLinkedin(code: string): Promise<SecondStepAnswer | null> {
  const answer = await call(
    authEndpoints.linkedinExchange,
    { body: { code } },
    { auth: false, silent: true, handleUnauthorized: false },
  );
  if (isSecondStep(answer)) return answer;
  await startSession(
    { ...answer, token: answer.authToken || answer.token },
    answer.profile as unknown as SessionProfile,
  );
  notify.success(MESSAGES.socialLogin);
  return null;
}
