// Addresses of the portfolio screens (SPEC §2.4).
type Id = number | string;

export const portfolioPaths = {
  portfolio: (uid: Id) => `/${uid}/monportfolio`,
  project: (uid: Id, pid: Id) => `/${uid}/projet/${pid}`,
  newProject: (uid: Id) => `/${uid}/nouveauprojet`,
  editProject: (uid: Id, pid: Id) => `/${uid}/modifier-projet/${pid}`,
  addImages: (uid: Id, pid: Id) => `/${uid}/ajouter-projet-image/${pid}`,
  editImages: (uid: Id, pid: Id) => `/${uid}/modifier-projet-image/${pid}`,
};

export { idParam } from '@/config/paths';
