// Who may see a profile (SPEC §3 visibilite): a hidden or deactivated profile is shown only to its owner and staff.
import { isStaff } from '@tremplin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/authentication';

export interface ProfileVisibility {
  id: number;
  visibilite: 'VISIBLE' | 'NON_VISIBLE';
  active: boolean;
}

export function canSeeProfile(viewer: AuthUser | null, profile: ProfileVisibility): boolean {
  if (viewer && (viewer.id === profile.id || isStaff(viewer.role))) return true;
  return profile.visibilite === 'VISIBLE' && profile.active;
}

/** The caller on a public route: the user a valid bearer token names, or null (an invalid token counts as none). */
export function optionalViewer(app: FastifyInstance, request: FastifyRequest): AuthUser | null {
  const token = bearerToken(request.headers.authorization);
  return token ? app.sessions.verifyAccessToken(token) : null;
}
