import { href, type Role, STAFF } from '@tremplin/shared';

/** Staff are never sent to a personal list (SPEC §6): ADMIN and CEF go to the candidate's management list. */
export function afterApplicationDeleted(role: Role | undefined, uid: number): string {
  if (role === 'ADMIN' || role === 'CEF') return href('adminApplications', { id: uid });
  if (role && STAFF.includes(role)) return href('applicationTotals');
  return href('applications', { uid });
}
