// Row rules of applications: who may see or change a candidate's job search (SPEC §6, DESIGN difference 2).
import { isStaff } from '@tremplin/shared';
import { forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/authentication';

/** The candidate herself or any staff member acts on her applications; one whose candidate was erased is staff's. */
export const mayActForCandidate = (actor: AuthUser, candidateId: number | null) =>
  isStaff(actor.role) || actor.id === candidateId;

/** Throws the 403 unless the actor is the candidate or staff. */
export function assertMayActForCandidate(actor: AuthUser, candidateId: number | null) {
  if (!mayActForCandidate(actor, candidateId)) throw forbidden();
}
