// User administration (SPEC §2.9, §6, §7 Admin) without zod: who may manage which role, admission states, messages.
import { ACCESS_MESSAGES } from './contract/access';
import { ACTS_ON_ROLES, mayActOnRole, type Role } from './roles';

/** Roles each staff role may create, edit and delete: the rank rule of roles.ts (ACTS_ON_ROLES). */
export const MANAGEABLE_ROLES: Readonly<Partial<Record<Role, readonly Role[]>>> = ACTS_ON_ROLES;

export const canManageRole = mayActOnRole;

/** Admission states of a learner, as staff record them. */
export const ADMISSIONS = ['Admis', 'En cours d’étude', 'Liste d’attente', 'Non admis'] as const;
export type Admission = (typeof ADMISSIONS)[number];

/** Columns the staff user list can be sorted by. */
export const ADMIN_USER_SORTS = ['nom', 'dateCreation', 'ville', 'role'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USER_SORT_LABELS: Record<AdminUserSort, string> = {
  nom: 'Nom',
  dateCreation: 'Date de création',
  ville: 'Ville',
  role: 'Rôle',
};

export const ADMIN_USER_MESSAGES = {
  notFound: 'Cet utilisateur est introuvable.',
  roleNotManageable: ACCESS_MESSAGES.outOfRank,
  selfDelete: 'Vous ne pouvez pas supprimer votre propre compte depuis la gestion des utilisateurs.',
  selfRoleChange: 'Vous ne pouvez pas changer votre propre rôle.',
  referentInvalid: 'Le référent doit être un conseiller emploi formation ou un administrateur.',
  userAdded: 'Utilisateur ajouté avec succès. Une invitation à choisir son mot de passe lui a été envoyée.',
  userUpdated: 'Utilisateur modifié avec succès.',
  resetLinkSent: (email: string) =>
    `Un lien pour choisir un nouveau mot de passe a été envoyé à ${email} (valable 1 heure).`,
  userDeleted: (prenom: string, nom: string) => `L’utilisateur ${prenom} ${nom} a été supprimé.`,
} as const;

/** Days an invitation link stays valid (accounts opened by staff, DESIGN difference 15). */
export const ACCOUNT_INVITATION_VALID_DAYS = 7;

/** Where an account opened by staff stands with its invitation; AUCUNE for an account its owner opened. */
export const ACCOUNT_INVITATION_STATES = ['AUCUNE', 'ENVOYEE', 'ACCEPTEE', 'EXPIREE'] as const;
export type AccountInvitationState = (typeof ACCOUNT_INVITATION_STATES)[number];
export const ACCOUNT_INVITATION_LABELS: Record<Exclude<AccountInvitationState, 'AUCUNE'>, string> = {
  ENVOYEE: 'Invitation envoyée',
  ACCEPTEE: 'Invitation acceptée',
  EXPIREE: 'Invitation expirée',
};

export const ACCOUNT_INVITATION_MESSAGES = {
  sent: (email: string) =>
    `Une nouvelle invitation a été envoyée à ${email} (valable ${ACCOUNT_INVITATION_VALID_DAYS} jours) ; le lien précédent ne fonctionne plus.`,
  notInvited:
    'Ce compte n’a pas été ouvert par invitation : envoyez plutôt un lien de réinitialisation du mot de passe.',
  alreadyAccepted:
    'Cette personne a déjà accepté son invitation et choisi son mot de passe : envoyez-lui plutôt un lien de réinitialisation.',
  accepted: 'Votre mot de passe est enregistré et votre compte est activé. Bienvenue !',
  /** A link already used to choose the password. */
  linkUsed:
    'Ce lien d’invitation a déjà servi : votre mot de passe est choisi. Connectez-vous, ou utilisez « Mot de passe oublié » si vous ne vous en souvenez plus.',
  /** An expired, replaced or unknown link. */
  linkInvalid: `Ce lien d’invitation n’est plus valable : il expire au bout de ${ACCOUNT_INVITATION_VALID_DAYS} jours, et une invitation renvoyée remplace la précédente. Demandez à l’organisme qui a ouvert votre compte de vous renvoyer l’invitation, ou utilisez le lien du dernier e-mail reçu.`,
} as const;
