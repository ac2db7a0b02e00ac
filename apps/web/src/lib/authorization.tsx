// Route protection in the browser (SPEC §2.13 through decideAccess); the API enforces the same rules itself.
import { decideAccess, matchRoute, type RouteDef } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { type CurrentUser, useCurrentUser } from './auth';

export type AccessRule = Pick<RouteDef, 'roles' | 'owner' | 'readOnly'>;

/** Renders its children when the signed-in user may see the route, else redirects (/connexion or /interdit). */
export function RouteGuard({ route, children }: { route: AccessRule; children: ReactNode }) {
  const params = useParams();
  const user = useCurrentUser();
  const location = useLocation();
  const decision = decideAccess(route, params, user);
  if (!decision.allow) {
    return <Navigate to={decision.redirect} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}

/** Whether a concrete in-app path exists and is open to this user (menus hide what the guard would refuse). */
export function canVisit(path: string, user: CurrentUser | null): boolean {
  const match = matchRoute(path.split(/[?#]/)[0] ?? path);
  return !!match && decideAccess(match.route, match.params, user).allow;
}
