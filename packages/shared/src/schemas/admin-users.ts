// SPEC §7 Admin user calls: the staff list's filters and rows, user creation, agency import and full edit.
import { z } from 'zod';
import { ACCOUNT_INVITATION_STATES, ADMIN_USER_SORTS } from '../admin-users';
import { CONTRACT_TYPES, DEFAULT_AVATARS, VISIBILITY } from '../constants';
import { pagedSchema } from '../errors';
import { ROLES } from '../roles';
import { emailSchema, passwordSchema } from './auth';
import { blankToUndefined, filterText, optionalText, optionalUrl } from './fields';
import { roleSchema } from './roles';

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null));
const referent = z
  .union([z.coerce.number().int().positive(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));
const role = z.enum(ROLES, 'Ce rôle n’existe pas.');
const visibilite = z.enum(VISIBILITY, 'La visibilité est VISIBLE ou NON_VISIBLE.');
const nom = z.string().trim().min(1, 'Le nom est obligatoire.').max(100, 'Le nom contient au plus 100 caractères.');
const prenom = z
  .string()
  .trim()
  .min(1, 'Le prénom est obligatoire.')
  .max(100, 'Le prénom contient au plus 100 caractères.');

/** GET admin/{page}/{size} and count-filtre: search, admission, metier, ville, auteurId (the referent adviser). */
export const adminUserFilterSchema = z.object({
  search: filterText(200),
  admission: filterText(60),
  metier: filterText(120),
  ville: filterText(120),
  auteurId: z.preprocess(
    blankToUndefined,
    z.coerce.number('Le référent est désigné par son numéro.').int().positive().optional(),
  ),
  tri: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_USER_SORTS, 'Le tri se fait par nom, dateCreation, ville ou role.').default('nom'),
  ),
  ordre: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], 'L’ordre est asc ou desc.').default('asc')),
});
export type AdminUserFilter = z.input<typeof adminUserFilterSchema>;

export const adminPageParamsSchema = z.object({
  page: z.coerce.number().int().min(0, 'La page commence à 0.').max(100_000),
  size: z.coerce.number().int().min(1).max(100, 'Une page compte au plus 100 éléments.'),
});
export const adminUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const adminSearchQuerySchema = z.object({ search: filterText(200) });

/** One row of the staff user list. */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  role: roleSchema,
  active: z.boolean(),
  visibilite: z.enum(VISIBILITY),
  metier: z.string().nullable(),
  ville: z.string().nullable(),
  admission: z.string().nullable(),
  referentCEFId: z.number().int().nullable(),
  dateCreation: z.string(),
  /** When the account is due to be erased: a pending erasure, else the end of its retention period. */
  effacementPrevuLe: z.string(),
  /** Where the invitation of an account opened by staff stands (AUCUNE for an account its owner opened). */
  invitation: z.enum(ACCOUNT_INVITATION_STATES),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pagedSchema(adminUserRowSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** A referent (CEF adviser or admin) as GET admin/cef/{page}/{size} lists them. */
export const referentSchema = z.object({ id: z.number().int(), nom: z.string(), prenom: z.string(), role: roleSchema });
export type Referent = z.infer<typeof referentSchema>;
export const referentPageSchema = pagedSchema(referentSchema);

/** Fields staff set on any account, on creation and on edit. */
const staffFields = {
  email: emailSchema,
  nom,
  prenom,
  telephone: optionalText(30),
  ville: optionalText(120),
  metier: optionalText(120),
  experience: optionalText(120),
  description: optionalText(5000),
  commentaire: optionalText(2000),
  admission: optionalText(60),
  typeDeContrat: optionalEnum(CONTRACT_TYPES),
  referentCEFId: referent,
  tremplin: z.boolean().default(false),
};

/**
 * POST admin: a new account, inactive until the person chooses a password with the e-mailed invitation. Staff never
 * choose it: SPEC's `motDePasse` is not part of the call, and a client still sending one has it ignored (DESIGN
 * difference 15).
 */
export const adminUserCreateSchema = z.object({
  ...staffFields,
  role,
  visibilite: visibilite.default('VISIBLE'),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/** POST admin/pole-emploi: a job seeker sent by the employment agency; role, visibility and state are fixed. */
export const agencyCandidateSchema = z.object({ ...staffFields });
export type AgencyCandidate = z.input<typeof agencyCandidateSchema>;

/** PUT admin/modification: the full user but its password, which staff never choose (they send a reset link). */
export const adminUserUpdateSchema = z.object({
  ...staffFields,
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().min(0),
  role,
  active: z.boolean('L’état du compte est vrai ou faux.'),
  visibilite,
  photoParDefaut: optionalEnum(DEFAULT_AVATARS),
  lienPortefolio: optionalUrl,
  linkedIn: optionalUrl,
  github: optionalUrl,
  behance: optionalUrl,
  twitter: optionalUrl,
  instagram: optionalUrl,
  facebook: optionalUrl,
  niveauDiplome: optionalText(120),
  nomDiplome: optionalText(200),
  titreDiplomantInteresse: optionalText(200),
  formationsCourtesInteressees: optionalText(500),
  zoneGeographique: optionalText(200),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

/** GET /api/admin/tentatives: accounts whose sign-ins are slowed after repeated failures (never locked). */
export const throttledAccountSchema = z.object({
  email: z.string(),
  echecs: z.number().int(),
  dernierEchec: z.string(),
  attenteSecondes: z.number(),
});
export type ThrottledAccount = z.infer<typeof throttledAccountSchema>;

/** GET /api/admin/{id}/invitation: where the account's invitation stands, with its dates (ISO) when there is one. */
export const accountInvitationStatusSchema = z.object({
  etat: z.enum(ACCOUNT_INVITATION_STATES),
  envoyeeLe: z.string().nullable(),
  expireLe: z.string().nullable(),
  accepteeLe: z.string().nullable(),
});
export type AccountInvitationStatus = z.infer<typeof accountInvitationStatusSchema>;

/** POST /auth/invitation: the invitation link's token and the password the person chooses. */
export const acceptAccountInvitationSchema = z.object({
  token: z.string().min(1, 'Le lien d’invitation est incomplet.').max(200),
  motDePasse: passwordSchema,
});
export type AcceptAccountInvitation = z.infer<typeof acceptAccountInvitationSchema>;
