// The eight roles of the product and the groups the route and permission tables use.

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
