// Who may see or change a candidate's job search: the candidate, or any staff member (SPEC §6, DESIGN difference 2).
import { isStaff } from '@tremplin/shared';
import { forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/authentication';

/** An application without owner (its candidate erased) is staff's only. */
export const canActFor = (user: AuthUser, ownerId: number | null) => isStaff(user.role) || user.id === ownerId;

/** Throws 403 unless the caller is the owner or staff. */
export function assertActsFor(user: AuthUser, ownerId: number | null) {
  if (!canActFor(user, ownerId)) throw forbidden();
}
