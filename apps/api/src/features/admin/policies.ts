// Row rules of user administration, beyond the account rank the guard checks: which roles one gives, and what one
// never does to one's own account from here.
import { ADMIN_USER_MESSAGES, canManageRole, type Role } from '@tremplin/shared';
import { forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/authentication';

/** A staff member creates accounts of, and gives, only the roles their rank reaches (ACTS_ON_ROLES). */
export const mayGiveRole = (actor: AuthUser, role: Role) => canManageRole(actor.role, role);

/** Throws the rank 403 unless the actor may give this role. */
export function assertMayGiveRole(actor: AuthUser, role: Role) {
  if (!mayGiveRole(actor, role)) throw forbidden(ADMIN_USER_MESSAGES.roleNotManageable);
}

/** Nobody changes their own role. */
export const mayChangeRoleOf = (actor: AuthUser, accountId: number) => actor.id !== accountId;

/** Nobody deletes their own account from user administration. */
export const mayDeleteFromAdministration = (actor: AuthUser, accountId: number) => actor.id !== accountId;
