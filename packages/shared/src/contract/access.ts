// Who may call an endpoint, in the words the declarations use: audiences of roles, and the owner or account a call
// names (checked by the API's guard, plugins/authorization).
import type { EndpointAccount, EndpointOwner } from '../permissions';
import { ALL_ROLES, CANDIDATES, type Role, STAFF } from '../roles';

/** French refusals of the access guard. */
export const ACCESS_MESSAGES = {
  signInRequired: 'Vous devez être connecté pour accéder à cette ressource.',
  roleForbidden: 'Votre rôle ne permet pas d’accéder à cette ressource.',
  notOwner: 'Vous ne pouvez accéder qu’à vos propres données.',
  outOfRank: 'Votre rôle ne vous permet pas de gérer les comptes de ce rôle.',
} as const;

export const LOGGED_IN = ALL_ROLES;
export const NOT_RECRUITER: readonly Role[] = ALL_ROLES.filter((r) => r !== 'RECRUTEUR');
/** Admin, employee and job-seeker roles (SPEC §2.12 with DESIGN difference 1). */
export const CANDIDATE_SIDE: readonly Role[] = ['ADMIN', ...CANDIDATES];
export const ADMIN_AND_CEF: readonly Role[] = ['ADMIN', 'CEF'];
export const RECRUITER_ONLY: readonly Role[] = ['RECRUTEUR'];
/** Who searches profiles for hiring and may save searches: recruiters and staff. */
export const SEARCHERS: readonly Role[] = ['RECRUTEUR', ...STAFF];
/** Ownership without exemption: messages are read by their two parties only, staff included. */
export const NO_EXEMPTION: readonly Role[] = [];

/** Ownership of a path parameter; staff are exempt. */
export const ownParam = (name: string, exempt: readonly Role[] = STAFF): EndpointOwner => ({
  in: 'params',
  name,
  exempt,
});
/** Ownership of a body field (checked once the body is parsed); staff are exempt. */
export const ownBody = (name: string, exempt: readonly Role[] = STAFF): EndpointOwner => ({ in: 'body', name, exempt });
/** The account a call acts on, named by a path parameter or a body field (the rank rule applies). */
export const accountParam = (name: string): EndpointAccount => ({ in: 'params', name });
export const accountBody = (name: string): EndpointAccount => ({ in: 'body', name });
