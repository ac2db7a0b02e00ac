// Row rules of the auth feature, beyond the account rank the guard checks.
import type { AuthUser } from '../../plugins/authentication';

/** Staff reset someone else's second factor, never their own: theirs is changed from their own menu. */
export const mayResetSecondFactorOf = (actor: AuthUser, accountId: number) => actor.id !== accountId;
