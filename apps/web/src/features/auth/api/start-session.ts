// After a sign-in (password or LinkedIn): store the session, then load the profile and the unread count (SPEC §4).
import { type LoginResponse, messagingEndpoints, usersEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { type SessionProfile, useSessionStore } from '@/lib/session-store';

const quiet = { silent: true, loading: false } as const;

/** Stores the tokens, role and id, then loads what the header shows; their failure does not undo the sign-in. */
export async function startSession(answer: LoginResponse, profile?: SessionProfile): Promise<void> {
  const store = useSessionStore.getState();
  store.signIn(answer);
  const loadProfile = profile
    ? Promise.resolve(store.setProfile(profile))
    : call(usersEndpoints.profile, { params: { id: answer.id } }, quiet)
        .then((p) => useSessionStore.getState().setProfile(p))
        .catch(() => undefined);
  const loadUnread = call(messagingEndpoints.unreadCount, { params: { uid: answer.id } }, quiet)
    .then(({ nb }) => useSessionStore.getState().setUnreadCount(nb))
    .catch(() => undefined);
  await Promise.all([loadProfile, loadUnread]);
}
