// Row rules of interviews: a candidate schedules and follows her own; staff anyone's.
import { isStaff } from '@tremplin/shared';
import { forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/authentication';

type Parties = { utilisateurId: number; adminId: number | null };

/** A candidate schedules interviews for herself only; staff for any candidate. */
export const mayScheduleFor = (user: AuthUser, candidateId: number) => isStaff(user.role) || candidateId === user.id;

/** An interview is seen, changed and cancelled by its candidate, the staff member in charge, and any staff member. */
export const mayActOnInterview = (user: AuthUser, interview: Parties) =>
  isStaff(user.role) || interview.utilisateurId === user.id || interview.adminId === user.id;

/** Throws the 403 unless the user is one of the interview's parties. */
export function assertMayActOnInterview(user: AuthUser, interview: Parties) {
  if (!mayActOnInterview(user, interview)) throw forbidden();
}
