// User administration (SPEC §2.9, §6, §7 Admin) without zod: who may manage which role, admission states, messages.
import type { Role } from './roles';

/**
 * Roles each staff role may create, edit and delete (SPEC §6 names staff as the user managers without saying
 * more; reading: an admin manages everyone, a CEF adviser everyone but admins, an assistant non-staff accounts).
 */
export const MANAGEABLE_ROLES: Readonly<Partial<Record<Role, readonly Role[]>>> = {
  ADMIN: ['ADMIN', 'CEF', 'ASSISTANT', 'RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'],
  CEF: ['CEF', 'ASSISTANT', 'RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'],
  ASSISTANT: ['RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'],
};

export const canManageRole = (actor: Role | null | undefined, target: Role): boolean =>
  !!actor && (MANAGEABLE_ROLES[actor]?.includes(target) ?? false);

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
  roleNotManageable: 'Votre rôle ne vous permet pas de gérer les comptes de ce rôle.',
  selfDelete: 'Vous ne pouvez pas supprimer votre propre compte depuis la gestion des utilisateurs.',
  selfRoleChange: 'Vous ne pouvez pas changer votre propre rôle.',
  referentInvalid: 'Le référent doit être un conseiller emploi formation ou un administrateur.',
  userAdded: 'Utilisateur ajouté avec succès. Un e-mail de confirmation lui a été envoyé.',
  userUpdated: 'Utilisateur modifié avec succès.',
  userDeleted: (prenom: string, nom: string) => `L’utilisateur ${prenom} ${nom} a été supprimé.`,
} as const;
