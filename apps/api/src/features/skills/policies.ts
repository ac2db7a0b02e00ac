// Row rules of profile tags.
import { isStaff } from '@tremplin/shared';
import type { AuthUser } from '../../plugins/authentication';

/** A tag is removed by the person whose profile it is on, or by staff. */
export const mayRemoveTag = (actor: AuthUser, tag: { utilisateurId: number }) =>
  tag.utilisateurId === actor.id || isStaff(actor.role);
