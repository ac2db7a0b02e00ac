// Addresses of the interview screens (SPEC §2.3) and where one goes after deleting an interview (SPEC §6).
import { type Role, STAFF } from '@tremplin/shared';

type Id = number | string;

export const interviewPaths = {
  schedule: (uid: Id) => `/${uid}/programmer-entretien`,
  list: (id: Id) => `/mes-entretiens/${id}`,
  past: (id: Id) => `/mes-entretiens/${id}?periode=passes`,
  details: (eid: Id) => `/details-entretien/${eid}`,
  edit: (eid: Id) => `/details-entretien/${eid}?modifier=1`,
  application: (uid: Id, cid: Id) => `/${uid}/candidature/${cid}`,
};

/** Staff are not sent to a personal list (SPEC §6): back to the application when there is one, else home. */
export function afterInterviewDeleted(
  role: Role | undefined,
  me: number,
  interview: { utilisateurId: number; candidatureId: number | null },
): string {
  if (role && STAFF.includes(role))
    return interview.candidatureId ? interviewPaths.application(interview.utilisateurId, interview.candidatureId) : '/';
  return interviewPaths.list(me);
}

export { idParam } from '@/config/paths';
