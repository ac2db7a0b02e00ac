// Addresses of the message-template screens (SPEC §2.9).
type Id = number | string;

export const templatePaths = {
  list: '/admin/gestion-des-modeles',
  add: '/admin/ajouter-un-modele',
  edit: (mid: Id) => `/admin/modifier-un-modele/${mid}`,
  preview: (mid: Id) => `/admin/modele-preview/${mid}`,
};

export { idParam } from '@/config/paths';
