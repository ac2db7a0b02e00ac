// Row rules of the portfolio: who sees a person's projects and who changes one.
import { isStaff } from '@tremplin/shared';
import type { AuthUser } from '../../plugins/authentication';
import type { OwnerRow } from './queries';

/** The owner and staff always see a portfolio; anyone else only when the profile is active and visible. */
export const maySeePortfolio = (viewer: AuthUser | null, owner: Pick<OwnerRow, 'id' | 'visibilite' | 'active'>) =>
  (owner.visibilite === 'VISIBLE' && owner.active) || (!!viewer && (viewer.id === owner.id || isStaff(viewer.role)));

/** Only the project's owner and staff change it, its images included. */
export const mayChangeProject = (actor: AuthUser, project: { utilisateurId: number }) =>
  actor.id === project.utilisateurId || isStaff(actor.role);
