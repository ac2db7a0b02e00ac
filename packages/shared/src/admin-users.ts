// User administration (SPEC §2.9, §6, §7 Admin) without zod: who may manage which role, admission states, messages.
import { ACCESS_MESSAGES } from './permissions';
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
  userAdded: 'Utilisateur ajouté avec succès. Un e-mail de confirmation lui a été envoyé.',
  userUpdated: 'Utilisateur modifié avec succès.',
  resetLinkSent: (email: string) =>
    `Un lien pour choisir un nouveau mot de passe a été envoyé à ${email} (valable 1 heure).`,
  userDeleted: (prenom: string, nom: string) => `L’utilisateur ${prenom} ${nom} a été supprimé.`,
} as const;
