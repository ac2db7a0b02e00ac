// The words and the decision of who may call an API endpoint (SPEC §7 with DESIGN's differences). Each endpoint
// says it in its declaration (contract/); the API's guard decides with these functions on every route.
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointOwner {
  /** Where the owner's user id is read: a path parameter, or a field of the JSON body. */
  in: 'params' | 'body';
  name: string;
  /** Roles that may act on another user's id (staff, DESIGN difference 2). */
  exempt: readonly Role[];
}

export interface EndpointPermission {
  /** What the call does, in French (also the OpenAPI summary when the route gives none). */
  summary: string;
  /** Roles allowed; absent means the endpoint is public. */
  roles?: readonly Role[];
  /** The caller must be the user this names, unless their role is exempt. */
  owner?: EndpointOwner;
  /**
   * The call reads or changes the account this names as a whole: the caller must be that person or rank over
   * their role (ACTS_ON_ROLES). Checked by the API's guard on every such call, before the service runs.
   */
  account?: EndpointAccount;
}

export interface EndpointAccount {
  /** Where the account's user id is read: a path parameter, or a field of the JSON body. */
  in: 'params' | 'body';
  name: string;
}

export { ACCESS_MESSAGES } from './contract/access';

/** The first path segments the guard covers: every route under them must have a declaration. */
const GUARDED_ROOTS = new Set(['api', 'auth', 'profile', 'motdepasse', 'reset-motdepasse']);
/** Generated documentation (Swagger UI and its assets) stays public without a row per file. */
const DOCUMENTATION_PREFIX = '/api/docs';

export function isGuardedPath(path: string): boolean {
  if (path === DOCUMENTATION_PREFIX || path.startsWith(`${DOCUMENTATION_PREFIX}/`)) return false;
  const root = path.split('/')[1] ?? '';
  return GUARDED_ROOTS.has(root);
}

export type EndpointDecision = 'allow' | 'unauthenticated' | 'wrong-role' | 'not-owner';

/**
 * The id of the account a call acts on when it is someone else's (the rank rule then applies), read from the
 * declared parameter or body field; null when the call names none, names the caller, or names no valid id (left to
 * validation).
 */
export function otherAccountId(
  permission: EndpointPermission,
  input: { params?: unknown; body?: unknown },
  user: { id: number } | null,
  check: 'params' | 'body',
): number | null {
  const account = permission.account;
  if (!account || account.in !== check || !user) return null;
  const source = check === 'params' ? input.params : input.body;
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[account.name] : undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id === user.id) return null;
  return id;
}

/**
 * The guard's rule: public endpoints are open; others need a signed-in user whose role is listed; an ownership
 * field must name the caller unless their role is exempt. A missing owner field is left to validation.
 */
export function decideEndpointAccess(
  permission: EndpointPermission,
  input: { params?: unknown; body?: unknown },
  user: { id: number; role: Role } | null,
  check: 'all' | 'params' | 'body' = 'all',
): EndpointDecision {
  if (!permission.roles) return 'allow';
  if (!user) return 'unauthenticated';
  if (!permission.roles.includes(user.role)) return 'wrong-role';
  const owner = permission.owner;
  if (!owner || owner.exempt.includes(user.role)) return 'allow';
  if (check !== 'all' && check !== owner.in) return 'allow';
  const source = owner.in === 'params' ? input.params : input.body;
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[owner.name] : undefined;
  if (value === undefined || value === null || value === '') return 'allow';
  return String(value) === String(user.id) ? 'allow' : 'not-owner';
}
