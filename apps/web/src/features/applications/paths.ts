// Addresses of the application screens (SPEC §2.6, §2.9) and where one goes after a deletion (SPEC §6).
import { type Role, STAFF } from '@tremplin/shared';

type Id = number | string;

export const applicationPaths = {
  list: (uid: Id) => `/${uid}/candidatures`,
  create: (uid: Id) => `/${uid}/nouvelle-candidature`,
  details: (uid: Id, cid: Id) => `/${uid}/candidature/${cid}`,
  edit: (uid: Id, cid: Id) => `/${uid}/modifier-candidature/${cid}`,
  adminList: (uid: Id) => `/admin/gestion-des-candidatures/${uid}`,
  adminCreate: (uid: Id) => `/admin/ajouter-une-candidature/${uid}`,
  adminEdit: (uid: Id, cid: Id) => `/admin/${uid}/modifier-une-candidature/${cid}`,
  batch: '/admin/ajouter-une-candidature-multiple',
  totals: '/compte-candidatures',
  notes: (cid: Id) => `/admin/gestion-des-notes/${cid}`,
  schedule: (uid: Id) => `/${uid}/programmer-entretien`,
  interview: (eid: Id) => `/details-entretien/${eid}`,
};

/** Staff are never sent to a personal list (SPEC §6): ADMIN and CEF go to the candidate's management list. */
export function afterApplicationDeleted(role: Role | undefined, uid: number): string {
  if (role === 'ADMIN' || role === 'CEF') return applicationPaths.adminList(uid);
  if (role && STAFF.includes(role)) return applicationPaths.totals;
  return applicationPaths.list(uid);
}

export { idParam } from '@/config/paths';
