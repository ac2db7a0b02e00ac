// Row rules of personal data, beyond the account rank the guard checks.
import type { AuthUser } from '../../plugins/authentication';

/** Staff never erase their own account from user administration: they ask for its erasure as anyone does. */
export const mayEraseAsStaff = (actor: AuthUser, accountId: number) => actor.id !== accountId;
