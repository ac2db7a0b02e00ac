// The addresses the candidate file links to: the existing screens of each record, with the right ids.
type Id = number | string;

export const fileLinks = {
  application: (uid: Id, cid: Id) => `/${uid}/candidature/${cid}`,
  addApplication: (uid: Id) => `/admin/ajouter-une-candidature/${uid}`,
  manageApplications: (uid: Id) => `/admin/gestion-des-candidatures/${uid}`,
  notes: (cid: Id) => `/admin/gestion-des-notes/${cid}`,
  addNote: (cid: Id) => `/admin/ajouter-une-note/${cid}`,
  note: (id: Id) => `/admin/note-preview/${id}`,
  interview: (eid: Id) => `/details-entretien/${eid}`,
  scheduleInterview: (uid: Id) => `/${uid}/programmer-entretien`,
  jobDating: (jid: Id) => `/admin/jobdating-preview/${jid}`,
  editAccount: (id: Id) => `/admin/modifier-un-utilisateur/${id}`,
  users: '/admin/gestion-des-utilisateur',
};

export { idParam } from '@/config/paths';
