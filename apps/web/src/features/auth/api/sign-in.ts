// E-mail, password and the bot-check answer; the answer opens the session, or asks for the second factor first. A
// plain call, not a mutation hook: the form follows its own submission, and the public page's first load goes without
// useMutation.
import { authEndpoints, isSecondStep, type LoginRequest, MESSAGES, type SecondStepAnswer } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { startSession } from './start-session';

/** Signs in, then opens the session (profile, unread count) and greets; or answers the second step still needed. */
export async function signIn(input: LoginRequest): Promise<SecondStepAnswer | null> {
  // The refusal is shown in the form itself, not as a toast; a 401 here is an answer, not an ended session.
  const answer = await call(
    authEndpoints.signIn,
    { body: input },
    { auth: false, silent: true, handleUnauthorized: false },
  );
  if (isSecondStep(answer)) return answer;
  await startSession(answer);
  notify.success(MESSAGES.login);
  return null;
}
