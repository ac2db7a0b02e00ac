// Addresses of the note screens (SPEC §2.9).
type Id = number | string;

export const notePaths = {
  list: (cid: Id) => `/admin/gestion-des-notes/${cid}`,
  create: (cid: Id) => `/admin/ajouter-une-note/${cid}`,
  edit: (id: Id) => `/admin/modifier-une-note/${id}`,
  preview: (id: Id) => `/admin/note-preview/${id}`,
  application: (uid: Id, cid: Id) => `/${uid}/candidature/${cid}`,
};

export { idParam } from '@/config/paths';

/** What a note's screens say while it loads or when it cannot be read. */
export const NOTE_STATES = {
  loadingLabel: 'Chargement de la note',
  unavailableTitle: 'Note indisponible',
  unavailableText: 'Cette note ne peut pas être affichée.',
};
