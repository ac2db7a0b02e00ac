// Row rules of the duplicate screens (docs/decisions/0020): the rank over both accounts of a pair, and one's own
// account left to someone else.
import { mayActOnAccount, type Role } from '@tremplin/shared';
import type { AuthUser } from '../../plugins/authentication';

/** The French refusal of a merge that holds the caller's own account. */
export const SELF_MERGE_MESSAGE =
  'Votre propre compte ne se fusionne pas ici : un autre membre du personnel s’en charge.';

/** Staff see, dismiss and merge a pair only when their rank reaches every one of its accounts. */
export const mayHandlePair = (actor: AuthUser, accounts: ReadonlyArray<{ id: number; role: Role }>) =>
  accounts.every((account) => mayActOnAccount(actor, account));

/** Nobody merges a pair that holds their own account: another staff member does. */
export const mayMergePair = (actor: AuthUser, accountIds: readonly number[]) => !accountIds.includes(actor.id);
