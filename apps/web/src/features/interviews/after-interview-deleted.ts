import { href, type Role, STAFF } from '@tremplin/shared';

/** Staff are not sent to a personal list (SPEC §6): back to the application when there is one, else home. */
export function afterInterviewDeleted(
  role: Role | undefined,
  me: number,
  interview: { utilisateurId: number; candidatureId: number | null },
): string {
  if (role && STAFF.includes(role))
    return interview.candidatureId
      ? href('application', { uid: interview.utilisateurId, cid: interview.candidatureId })
      : href('home');
  return href('interviews', { id: me });
}
