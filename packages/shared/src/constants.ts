// Business constants and limits (SPEC §9) shared by the API and the web app.
export const PRODUCT_NAME_DEFAULT = 'Tremplin';
export const TITLE_SEPARATOR = ' | ';
export const MOBILE_BREAKPOINT_PX = 768;

export const PAGE_SIZES = {
  users: 10,
  invitations: 24,
  jobDatings: 10,
  favourites: 10,
  profiles: 15,
  profilesCompact: 7,
  adminList: 100,
  latestProfiles: 6,
  tagsPreview: 6,
} as const;

export const LOADING_LINGER_MS = 1000;
export const LOADING_LINGER_AFTER_CREATE_MS = 2000;
export const DEFAULT_APPLICATION_DAYS_AHEAD = 30;

export const INVITATION_STATES = ['EN_ATTENTE', 'CONFIRMÉE', 'REFUSÉE', 'ANNULEE'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const FILE_KINDS = ['AVATAR', 'CERTIFICATION', 'CV', 'VIDEOPRESENTATION', 'IMAGEPROJET', 'NOTEFICHIER'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const DEFAULT_AVATARS = ['stylet', 'clavier', 'souris', 'tasse', 'tel', 'usb'] as const;
export type DefaultAvatar = (typeof DEFAULT_AVATARS)[number];

/** The six default avatars (SPEC §3), named for people choosing one. */
export const DEFAULT_AVATAR_LABELS: Record<DefaultAvatar, string> = {
  stylet: 'Stylet',
  clavier: 'Clavier',
  souris: 'Souris',
  tasse: 'Tasse',
  tel: 'Téléphone',
  usb: 'Clé USB',
};

export const VISIBILITY = ['VISIBLE', 'NON_VISIBLE'] as const;
export type Visibility = (typeof VISIBILITY)[number];

export const CONTRACT_TYPES = ['CDI', 'CDD', 'ALTERNANCE', 'STAGE', 'INTERIM', 'FREELANCE'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  CDI: 'CDI',
  CDD: 'CDD',
  ALTERNANCE: 'Alternance',
  STAGE: 'Stage',
  INTERIM: 'Intérim',
  FREELANCE: 'Freelance',
};

export const APPLICATION_STATUSES = ['EN_ATTENTE', 'ENTRETIEN', 'ACCEPTEE', 'REFUSEE', 'SANS_REPONSE'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const AUTH_TYPE = 'Bearer';

/** Toasts, product setting (SPEC §9). */
export const TOAST_SETTINGS = {
  position: 'top-left',
  autoClose: 3000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 60,
  hideProgressBar: true,
  closeButton: true,
  icon: true,
} as const;

/** Spinner (SPEC §9). */
export const SPINNER = { color: '#5dc596', size: '35px', border: '2px' } as const;

export const COOKIE_BANNER = { cookie: 'cookieconsent_status', days: 365, path: '/' } as const;
export const CONSENT = { cookie: 'cc_cookie', days: 365 } as const;

/** The file name part of a storage key (what DELETE and GET take). Kept out of the zod schemas so that pages
 * reading a file do not load them. */
export const storedFileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
/** Where a stored file is served (access checked by the server). */
export const mediaFileUrl = (key: string) => `/api/media/fichier/${storedFileName(key)}`;

/** Where a prospect stands in prospecting (SPEC §3 Prospect `statue`; SPEC lists no values). */
export const PROSPECT_STATUSES = ['A_CONTACTER', 'CONTACTE', 'RELANCE', 'RENDEZ_VOUS', 'OFFRE', 'NON'] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];
export const PROSPECT_STATUS_LABELS: Record<ProspectStatus, string> = {
  A_CONTACTER: 'À contacter',
  CONTACTE: 'Contacté',
  RELANCE: 'Relancé',
  RENDEZ_VOUS: 'Rendez-vous',
  OFFRE: 'Offre',
  NON: 'Non',
};

/** Personal data (GDPR, CNIL recruitment guide): defaults of the settings the product enforces and states on /mentions. */
export const PERSONAL_DATA_DEFAULTS = {
  /** Days between a self-deletion (the account is deactivated at once) and its erasure for good. */
  erasureGraceDays: 30,
  /** Months without sign-in nor staff activity after which an account is erased. */
  retentionMonths: 24,
  /** Days before that erasure the person is warned by e-mail. */
  warningDays: 30,
} as const;

/** The talent-pool question asked at registration and on the profile; the text agreed to is kept with the answer. */
export const TALENT_POOL_CONSENT_TEXT =
  'J’accepte que mon profil figure dans le vivier de talents consulté par les recruteurs partenaires. Je peux retirer cet accord à tout moment depuis mon profil.';

/** How a person whose account was erased is shown where others keep what they wrote. */
export const FORMER_MEMBER_LABEL = 'Ancien membre';
