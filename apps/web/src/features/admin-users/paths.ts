// Addresses of the user administration screens (SPEC §2.9).
type Id = number | string;

export const adminUserPaths = {
  list: '/admin/gestion-des-utilisateur',
  add: '/admin/ajouter-un-utilisateur',
  addAgencyCandidate: '/admin/ajouter-un-candidat-pole-emploi',
  edit: (id: Id) => `/admin/modifier-un-utilisateur/${id}`,
};

export { idParam } from '@/config/paths';
