// Concrete links to screens of the route table (packages/shared routes.ts), for menus and in-app links.
type Id = number | string;

/** A positive integer route parameter, or null. */
export const idParam = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export const paths = {
  home: '/',
  login: '/connexion',
  register: '/inscription',
  forgotPassword: '/mot-de-passe-oublie',
  search: '/recherche',
  inbox: '/boitedereception',
  forbidden: '/interdit',
  partners: '/partenaires',
  videos: '/videos-emploi',
  credits: '/credit',
  siteMap: '/plandusite',
  legal: '/mentions',
  contact: '/contact',
  about: '/apropos',
  cookies: '/cookies',
  accessibility: '/accessibilite',
  results: '/nos-resultats',
  interviewWaiting: '/entretien-attente',
  agenda: '/admin/agenda',
  adminUsers: '/admin/gestion-des-utilisateur',
  adminSkills: '/admin/gestion-des-competences',
  adminTemplates: '/admin/gestion-des-modeles',
  adminJobDatings: '/admin/gestion-des-jobdating',
  prospects: '/admin/tableau-cef',
  trainingProgrammes: '/admin/formations',
  outcomesDashboard: '/admin/tableau-de-bord',
  adminLogs: '/admin/console-log',
  adminSettings: '/admin/parametres',
  adminJobs: '/admin/taches',
  savedSearches: '/recherches-enregistrees',
  savedSearchUnsubscribe: (id: Id, signature: string) => `/alertes/desabonnement/${id}/${signature}`,
  applicationTotals: '/compte-candidatures',
  voiceRooms: '/experimental/mumble/lobby',
  profile: (id: Id) => `/mesinfos/${id}`,
  /** The candidate file (staff): everything about one person on one screen. */
  candidateFile: (uid: Id) => `/admin/candidat/${uid}`,
  password: (id: Id) => `/modifiermotdepasse/${id}`,
  userDetails: (id: Id) => `/utilisateur/${id}`,
  applications: (uid: Id) => `/${uid}/candidatures`,
  portfolio: (uid: Id) => `/${uid}/monportfolio`,
  myTraining: (uid: Id) => `/${uid}/ma-formation`,
  invitations: (uid: Id) => `/${uid}/gestion-des-invitations-jobdating`,
  favourites: (id: Id) => `/recruteur/liste-favoris/${id}`,
  interviews: (id: Id) => `/mes-entretiens/${id}`,
  pastInterviews: (id: Id) => `/mes-entretiens/${id}?periode=passes`,
  interviewSchedule: (uid: Id) => `/${uid}/programmer-entretien`,
  /** A new message from {uid}, to {did} when given. */
  newMessage: (uid: Id, did?: Id) => (did ? `/nouveau-message/${uid}/${did}` : `/nouveau-message/${uid}`),
} as const;
