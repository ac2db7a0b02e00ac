// Who may see a profile (SPEC §3 visibilite): a hidden or deactivated profile is shown only to its owner and staff.
import { canSeePerson } from '@tremplin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/authentication';

export interface ProfileVisibility {
  id: number;
  visibilite: 'VISIBLE' | 'NON_VISIBLE';
  active: boolean;
}

export function canSeeProfile(viewer: AuthUser | null, profile: ProfileVisibility): boolean {
  return canSeePerson(viewer, profile);
}

/** The caller on a public route: the user a valid bearer token names, or null (an invalid token counts as none). */
export function optionalViewer(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  return app.optionalUser(request);
}
