// Addresses of the job-dating screens (SPEC §2.7, §2.9).
type Id = number | string;

export const jobDatingPaths = {
  list: '/admin/gestion-des-jobdating',
  create: '/admin/ajouter-un-jobdating',
  edit: (jid: Id) => `/admin/modifier-un-jobdating/${jid}`,
  preview: (jid: Id) => `/admin/jobdating-preview/${jid}`,
  invite: (jid: Id) => `/admin/ajouter-une-invitation-jobdating/${jid}`,
  invitations: (uid: Id) => `/${uid}/gestion-des-invitations-jobdating`,
  invitation: (iid: Id) => `/details-invitation-jobdating/${iid}`,
};

export { idParam } from '@/config/paths';

/** How an event's date reads everywhere in the feature. */
export const DATE_FORMAT = 'dddd D MMMM YYYY [à] HH:mm';

/** What an event's screens say while it loads or when it cannot be read. */
export const JOB_DATING_STATES = {
  loadingLabel: 'Chargement du JobDating',
  unavailableTitle: 'JobDating indisponible',
  unavailableText: 'Ce JobDating ne peut pas être affiché.',
};
