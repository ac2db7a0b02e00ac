// The password chosen with the invitation link of an account opened by staff; the answer opens the session. A plain
// call: the form follows its own submission.
import { accountInvitationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { startSession } from './start-session';

/** Chooses the password, then opens the session (profile, unread count). */
export async function acceptInvitation(input: { token: string; motDePasse: string }): Promise<void> {
  const answer = await call(
    accountInvitationsEndpoints.accept,
    { body: input },
    { auth: false, silent: true, handleUnauthorized: false },
  );
  await startSession(answer);
}
