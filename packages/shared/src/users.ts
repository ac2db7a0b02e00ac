// Account values without zod, for the schemas of ./schemas/users-base.ts and for the registration page.

/** Roles a person may choose when registering; staff and learners' schemes are set by staff. */
export const SELF_REGISTRATION_ROLES = ['EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'RECRUTEUR'] as const;
