// Row rules of job dating: staff see every event and invitation; a candidate only what is addressed to her (SPEC §4, §6).
import { isStaff } from '@tremplin/shared';
import type { AuthUser } from '../../plugins/authentication';

/** Staff read every event; anyone else only one they are invited to. */
export const maySeeJobDating = (user: AuthUser, invited: boolean) => isStaff(user.role) || invited;

/** Staff see every invitation; anyone else only the ones addressed to them. */
export const maySeeInvitation = (user: AuthUser, invitation: { candidatId: number }) =>
  isStaff(user.role) || invitation.candidatId === user.id;

/** Staff search anyone's invitations; anyone else names no candidate but themselves. */
export const maySearchInvitationsOf = (user: AuthUser, candidatId: number | null | undefined) =>
  isStaff(user.role) || !candidatId || candidatId === user.id;

/** Only the invited candidate accepts an invitation; staff cancel it instead. */
export const mayAcceptInvitation = (user: AuthUser, invitation: { candidatId: number }) =>
  invitation.candidatId === user.id;
