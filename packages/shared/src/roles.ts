// The eight roles of the product and the groups the route table and the endpoint declarations use.

export const ROLES = [
  'ADMIN',
  'CEF',
  'ASSISTANT',
  'RECRUTEUR',
  'EN_RECHERCHE_EMPLOI',
  'EMPLOYE',
  'CANDIDAT_POE',
  'ALTERNANT',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrateur',
  CEF: 'Conseiller emploi formation',
  ASSISTANT: 'Assistant CEF',
  RECRUTEUR: 'Recruteur',
  EN_RECHERCHE_EMPLOI: 'En recherche d’emploi',
  EMPLOYE: 'Employé',
  CANDIDAT_POE: 'Candidat POE',
  ALTERNANT: 'Alternant',
};

/** Staff: ADMIN, CEF, ASSISTANT (SPEC §6). */
export const STAFF: readonly Role[] = ['ADMIN', 'CEF', 'ASSISTANT'];
/** Job seekers and learners; CANDIDAT_POE and ALTERNANT share EN_RECHERCHE_EMPLOI's access (DESIGN difference 1). */
export const JOB_SEEKERS: readonly Role[] = ['EN_RECHERCHE_EMPLOI', 'CANDIDAT_POE', 'ALTERNANT'];
/** Roles that keep a job search: job seekers and employees. */
export const CANDIDATES: readonly Role[] = [...JOB_SEEKERS, 'EMPLOYE'];
export const ALL_ROLES: readonly Role[] = ROLES;

export const isStaff = (role: Role | null | undefined): boolean => !!role && STAFF.includes(role);
export const isCandidate = (role: Role | null | undefined): boolean => !!role && CANDIDATES.includes(role);

/**
 * Whose account each role acts on as a whole — edit, password link, deactivation, reactivation, role, export,
 * erasure, files: an ADMIN on everyone, a CEF adviser on everyone but ADMINs, an ASSISTANT on non-staff accounts
 * only; other roles on nobody else's. Everyone acts on their own account (with its own rules: the current
 * password, no change of one's own role). The server enforces it on every call that names an account
 * (EndpointPermission.account), and the web hides what it would refuse.
 */
export const ACTS_ON_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  ADMIN: ROLES,
  CEF: ROLES.filter((r) => r !== 'ADMIN'),
  ASSISTANT: ROLES.filter((r) => !STAFF.includes(r)),
  RECRUTEUR: [],
  EN_RECHERCHE_EMPLOI: [],
  EMPLOYE: [],
  CANDIDAT_POE: [],
  ALTERNANT: [],
};

/** Whether a role acts on accounts of another role (see ACTS_ON_ROLES). */
export const mayActOnRole = (actor: Role | null | undefined, target: Role): boolean =>
  !!actor && ACTS_ON_ROLES[actor].includes(target);

/** Whether a person acts on an account: their own, or one whose role theirs ranks over. */
export const mayActOnAccount = (
  actor: { id: number; role: Role } | null | undefined,
  target: { id: number; role: Role },
): boolean => !!actor && (actor.id === target.id || mayActOnRole(actor.role, target.role));
