// Addresses of the message-template screens (SPEC §2.9).
type Id = number | string;

export const templatePaths = {
  list: '/admin/gestion-des-modeles',
  add: '/admin/ajouter-un-modele',
  edit: (mid: Id) => `/admin/modifier-un-modele/${mid}`,
  preview: (mid: Id) => `/admin/modele-preview/${mid}`,
};

export const idParam = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
