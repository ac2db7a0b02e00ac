// The web route table (SPEC §2, §2.12, §2.13 with DESIGN's differences): one row per screen.
import { ALL_ROLES, CANDIDATES, type Role, STAFF } from './roles';

export type OwnerParam = 'id' | 'uid';

export interface RouteDef {
  /** React Router path pattern. */
  path: string;
  /** Screen key: which screen renders this route. */
  screen: string;
  /** Page title, before the product suffix. */
  title: string;
  /** Roles allowed; absent means the route is open to everyone. */
  roles?: readonly Role[];
  /** Path parameter naming the owner of the screen; others than staff are sent to /interdit. */
  owner?: OwnerParam;
  /** Read-only screens: recruiters are exempt from the ownership rule too (DESIGN difference 2). */
  readOnly?: boolean;
}

const LOGGED_IN = ALL_ROLES;
const NOT_RECRUITER = ALL_ROLES.filter((r) => r !== 'RECRUTEUR');
/** Admin, employee and job-seeker roles (SPEC §2.12 with DESIGN difference 1). */
const CANDIDATE_SIDE: readonly Role[] = ['ADMIN', ...CANDIDATES];
const ADMIN_AND_CEF: readonly Role[] = ['ADMIN', 'CEF'];
const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
const RECRUITER_ONLY: readonly Role[] = ['RECRUTEUR'];

// Kept literal so that href() reads each screen's parameters from its path (see RouteRow).
const TABLE = [
  // Public and account (SPEC §2.1)
  { path: '/', screen: 'home', title: 'Accueil' },
  { path: '/accueil', screen: 'home', title: 'Accueil' },
  { path: '/connexion', screen: 'login', title: 'Connexion' },
  { path: '/linkedin/:accesstoken', screen: 'linkedin', title: 'Connexion avec LinkedIn' },
  { path: '/cookies', screen: 'cookies', title: 'Gestion des cookies' },
  { path: '/mot-de-passe-oublie', screen: 'forgotPassword', title: 'Mot de passe oublié' },
  { path: '/mot-de-passe-oublie-soumis', screen: 'forgotPasswordSent', title: 'Demande envoyée' },
  { path: '/reset-motdepasse/:token', screen: 'resetPassword', title: 'Nouveau mot de passe' },
  { path: '/confirmation/:token', screen: 'confirmation', title: 'Confirmation du compte' },
  { path: '/invitation/:token', screen: 'accountInvitation', title: 'Choisir votre mot de passe' },
  { path: '/effacement/:token', screen: 'erasure', title: 'Effacement du compte' },
  { path: '/inscription', screen: 'register', title: 'Inscription' },
  { path: '/inscription-reussie', screen: 'registerDone', title: 'Inscription réussie' },
  { path: '/recherche', screen: 'search', title: 'Rechercher un profil' },
  { path: '/projet/:slug', screen: 'projectPublic', title: 'Projet' },
  { path: '/utilisateur/:id', screen: 'userDetails', title: 'Détails du profil', roles: LOGGED_IN },
  { path: '/partenaires', screen: 'partners', title: 'Partenaires' },
  { path: '/videos-emploi', screen: 'videos', title: 'Astuces emploi en vidéo' },
  { path: '/credit', screen: 'credits', title: 'Crédits' },
  { path: '/plandusite', screen: 'siteMap', title: 'Plan du site' },
  { path: '/mentions', screen: 'legal', title: 'Mentions légales' },
  { path: '/contact', screen: 'contact', title: 'Contact' },
  { path: '/apropos', screen: 'about', title: 'À propos' },
  { path: '/accessibilite', screen: 'accessibility', title: 'Déclaration d’accessibilité' },
  { path: '/nos-resultats', screen: 'results', title: 'Nos résultats' },
  { path: '/interdit', screen: 'forbidden', title: 'Accès interdit' },

  // Profile (SPEC §2.2)
  { path: '/mesinfos/:id', screen: 'profile', title: 'Mon profil', roles: LOGGED_IN, owner: 'id', readOnly: true },
  {
    path: '/modifierinfos/:id',
    screen: 'profileEdit',
    title: 'Modifier mes informations',
    roles: LOGGED_IN,
    owner: 'id',
  },
  { path: '/modifierlien/:id', screen: 'profileLinks', title: 'Modifier mes liens', roles: LOGGED_IN, owner: 'id' },
  {
    path: '/modifierinfocomp/:id',
    screen: 'profileExtra',
    title: 'Modifier mes informations complémentaires',
    roles: NOT_RECRUITER,
    owner: 'id',
  },
  // The caller's own second factor (no id: nobody opens another person's).
  { path: '/double-authentification', screen: 'secondFactor', title: 'Double authentification', roles: LOGGED_IN },
  {
    path: '/modifiermotdepasse/:id',
    screen: 'changePassword',
    title: 'Modifier mon mot de passe',
    roles: LOGGED_IN,
    owner: 'id',
  },

  // Interviews (SPEC §2.3)
  {
    path: '/:uid/programmer-entretien',
    screen: 'interviewSchedule',
    title: 'Programmer un entretien',
    // Staff schedule for a candidate too (DESIGN difference 14).
    roles: NOT_RECRUITER,
    owner: 'uid',
  },
  { path: '/mes-entretiens/:id', screen: 'interviews', title: 'Mes entretiens', roles: NOT_RECRUITER, owner: 'id' },
  {
    path: '/details-entretien/:eid',
    screen: 'interviewDetails',
    title: 'Détails de l’entretien',
    // Also the adviser in charge (CEF, ASSISTANT), who lets the candidate in and runs the call: SPEC §2.12 leaves them out.
    roles: NOT_RECRUITER,
  },
  { path: '/entretien/:id', screen: 'interviewRoom', title: 'Entretien', roles: NOT_RECRUITER },
  { path: '/entretien-attente', screen: 'interviewWaiting', title: 'Salle d’attente', roles: NOT_RECRUITER },
  // The staff agenda (DESIGN difference 14).
  { path: '/admin/agenda', screen: 'adminAgenda', title: 'Agenda des entretiens', roles: STAFF },

  // Portfolio (SPEC §2.4)
  { path: '/:uid/monportfolio', screen: 'portfolio', title: 'Mon portfolio', roles: CANDIDATE_SIDE, owner: 'uid' },
  { path: '/:uid/projet/:pid', screen: 'project', title: 'Projet', roles: CANDIDATE_SIDE, owner: 'uid' },
  { path: '/:uid/nouveauprojet', screen: 'projectNew', title: 'Nouveau projet', roles: CANDIDATE_SIDE, owner: 'uid' },
  {
    path: '/:uid/modifier-projet/:pid',
    screen: 'projectEdit',
    title: 'Modifier le projet',
    roles: CANDIDATE_SIDE,
    owner: 'uid',
  },
  {
    path: '/:uid/modifier-projet-image/:pid',
    screen: 'projectImagesEdit',
    title: 'Modifier les images du projet',
    roles: CANDIDATE_SIDE,
    owner: 'uid',
  },
  {
    path: '/:uid/ajouter-projet-image/:pid',
    screen: 'projectImagesAdd',
    title: 'Ajouter des images au projet',
    roles: CANDIDATE_SIDE,
    owner: 'uid',
  },

  // Messaging (SPEC §2.5)
  { path: '/:uid/messagerie', screen: 'messaging', title: 'Messagerie', roles: LOGGED_IN, owner: 'uid' },
  {
    path: '/:uid/messagerie/boitedereception',
    screen: 'inbox',
    title: 'Boîte de réception',
    roles: LOGGED_IN,
    owner: 'uid',
  },
  {
    path: '/:uid/messagerie/message-envoye',
    screen: 'sent',
    title: 'Messages envoyés',
    roles: LOGGED_IN,
    owner: 'uid',
  },
  {
    path: '/:uid/messagerie/message-supprime',
    screen: 'deleted',
    title: 'Messages supprimés',
    roles: LOGGED_IN,
    owner: 'uid',
  },
  { path: '/notifications', screen: 'notices', title: 'Rappels et notifications', roles: LOGGED_IN },
  { path: '/boitedereception', screen: 'inbox', title: 'Boîte de réception', roles: LOGGED_IN },
  { path: '/message-envoye', screen: 'sent', title: 'Messages envoyés', roles: LOGGED_IN },
  { path: '/message-supprime', screen: 'deleted', title: 'Messages supprimés', roles: LOGGED_IN },
  { path: '/:uid/message/:id', screen: 'message', title: 'Message', roles: LOGGED_IN, owner: 'uid' },
  { path: '/repondre-message/:id', screen: 'messageReply', title: 'Répondre au message', roles: LOGGED_IN },
  { path: '/nouveau-message/:id/:did?', screen: 'messageNew', title: 'Nouveau message', roles: LOGGED_IN, owner: 'id' },

  // Applications (SPEC §2.6)
  {
    path: '/:uid/nouvelle-candidature',
    screen: 'applicationNew',
    title: 'Nouvelle candidature',
    roles: CANDIDATE_SIDE,
    owner: 'uid',
  },
  {
    path: '/:uid/candidatures',
    screen: 'applications',
    title: 'Mes candidatures',
    roles: CANDIDATE_SIDE,
    owner: 'uid',
  },
  {
    path: '/:uid/candidature/:cid',
    screen: 'application',
    title: 'Candidature',
    roles: [...CANDIDATE_SIDE, 'CEF', 'ASSISTANT'],
    owner: 'uid',
  },
  {
    path: '/:uid/modifier-candidature/:cid',
    screen: 'applicationEdit',
    title: 'Modifier la candidature',
    roles: CANDIDATE_SIDE,
    owner: 'uid',
  },

  // Job dating, candidate side (SPEC §2.7)
  {
    path: '/:uid/gestion-des-invitations-jobdating',
    screen: 'invitations',
    title: 'Mes invitations JobDating',
    roles: CANDIDATE_SIDE,
    owner: 'uid',
  },
  {
    path: '/details-invitation-jobdating/:iid',
    screen: 'invitation',
    title: 'Invitation JobDating',
    roles: CANDIDATE_SIDE,
  },

  // Recruiter (SPEC §2.8)
  {
    path: '/recruteur/liste-favoris/:id',
    screen: 'favourites',
    title: 'Mes favoris',
    roles: RECRUITER_ONLY,
    owner: 'id',
  },
  {
    path: '/recherches-enregistrees',
    screen: 'savedSearches',
    title: 'Mes recherches enregistrées',
    roles: ['RECRUTEUR', ...STAFF],
  },
  {
    path: '/alertes/desabonnement/:id/:signature',
    screen: 'savedSearchUnsubscribe',
    title: 'Désabonnement des alertes',
  },

  // Admin and staff (SPEC §2.9)
  { path: '/admin/gestion-des-utilisateur', screen: 'adminUsers', title: 'Gestion des utilisateurs', roles: STAFF },
  { path: '/admin/candidat/:uid', screen: 'candidateFile', title: 'Dossier du candidat', roles: STAFF },
  { path: '/admin/doublons', screen: 'duplicates', title: 'Doublons probables', roles: STAFF },
  {
    path: '/admin/doublons/:paire',
    screen: 'duplicateMerge',
    title: 'Comparer et fusionner deux comptes',
    roles: STAFF,
  },
  {
    path: '/admin/modifier-un-utilisateur/:id',
    screen: 'adminUserEdit',
    title: 'Modifier un utilisateur',
    roles: STAFF,
  },
  { path: '/admin/ajouter-un-utilisateur', screen: 'adminUserNew', title: 'Ajouter un utilisateur', roles: STAFF },
  {
    path: '/admin/ajouter-un-candidat-pole-emploi',
    screen: 'adminAgencyCandidate',
    title: 'Ajouter un candidat France Travail',
    roles: STAFF,
  },
  {
    path: '/admin/gestion-des-competences',
    screen: 'adminSkills',
    title: 'Gestion des compétences',
    roles: ADMIN_AND_CEF,
  },
  {
    path: '/admin/modifier-une-competence/:id',
    screen: 'adminSkillEdit',
    title: 'Modifier une compétence',
    roles: ADMIN_AND_CEF,
  },
  {
    path: '/admin/ajouter-une-competence',
    screen: 'adminSkillNew',
    title: 'Ajouter une compétence',
    roles: ADMIN_AND_CEF,
  },
  {
    path: '/admin/gestion-des-modeles',
    screen: 'adminTemplates',
    title: 'Gestion des modèles de message',
    roles: STAFF,
  },
  { path: '/admin/modifier-un-modele/:mid', screen: 'adminTemplateEdit', title: 'Modifier un modèle', roles: STAFF },
  { path: '/admin/ajouter-un-modele', screen: 'adminTemplateNew', title: 'Ajouter un modèle', roles: STAFF },
  { path: '/admin/modele-preview/:mid', screen: 'adminTemplatePreview', title: 'Aperçu du modèle', roles: STAFF },
  { path: '/admin/gestion-des-jobdating', screen: 'adminJobDatings', title: 'Gestion des JobDating', roles: STAFF },
  {
    path: '/admin/modifier-un-jobdating/:jid',
    screen: 'adminJobDatingEdit',
    title: 'Modifier un JobDating',
    roles: STAFF,
  },
  { path: '/admin/ajouter-un-jobdating', screen: 'adminJobDatingNew', title: 'Ajouter un JobDating', roles: STAFF },
  {
    path: '/admin/jobdating-preview/:jid',
    screen: 'adminJobDatingPreview',
    title: 'Aperçu du JobDating',
    roles: STAFF,
  },
  {
    path: '/admin/ajouter-une-invitation-jobdating/:jid',
    screen: 'adminInvitationNew',
    title: 'Inviter au JobDating',
    roles: STAFF,
  },
  {
    path: '/admin/gestion-des-candidatures/:id',
    screen: 'adminApplications',
    title: 'Gestion des candidatures',
    roles: ADMIN_AND_CEF,
  },
  {
    path: '/admin/:uid/modifier-une-candidature/:id',
    screen: 'adminApplicationEdit',
    title: 'Modifier une candidature',
    roles: STAFF,
  },
  {
    path: '/admin/ajouter-une-candidature/:id',
    screen: 'adminApplicationNew',
    title: 'Ajouter une candidature',
    roles: STAFF,
  },
  {
    path: '/admin/ajouter-une-candidature-multiple',
    screen: 'adminApplicationBatch',
    title: 'Ajouter une candidature à plusieurs candidats',
    roles: STAFF,
  },
  { path: '/admin/gestion-des-notes/:cid', screen: 'adminNotes', title: 'Gestion des notes', roles: STAFF },
  { path: '/admin/modifier-une-note/:id', screen: 'adminNoteEdit', title: 'Modifier une note', roles: STAFF },
  { path: '/admin/ajouter-une-note/:cid', screen: 'adminNoteNew', title: 'Ajouter une note', roles: STAFF },
  { path: '/admin/note-preview/:id', screen: 'adminNotePreview', title: 'Aperçu de la note', roles: STAFF },
  { path: '/admin/console-log', screen: 'adminLogs', title: 'Console des journaux', roles: ADMIN_ONLY },
  { path: '/admin/parametres', screen: 'adminSettings', title: 'Paramètres', roles: ADMIN_ONLY },
  { path: '/admin/taches', screen: 'adminJobs', title: 'Tâches', roles: ADMIN_ONLY },
  { path: '/admin/journal-acces', screen: 'adminAccessJournal', title: 'Journal des accès', roles: ADMIN_ONLY },
  { path: '/admin/tableau-cef', screen: 'prospects', title: 'Tableau de prospection', roles: STAFF },
  { path: '/admin/tableau-cef/ajouter', screen: 'prospectNew', title: 'Ajouter un prospect', roles: STAFF },
  { path: '/admin/tableau-cef/modifier/:id', screen: 'prospectEdit', title: 'Modifier un prospect', roles: STAFF },
  { path: '/admin/ntc', screen: 'ntc', title: 'Gestion des NTC', roles: STAFF },
  { path: '/admin/ntc/ajouter', screen: 'ntcNew', title: 'Ajouter un NTC', roles: STAFF },
  { path: '/admin/ntc/modifier/:id', screen: 'ntcEdit', title: 'Modifier un NTC', roles: STAFF },
  {
    path: '/compte-candidatures',
    screen: 'applicationTotals',
    title: 'Total des candidatures par candidat',
    roles: STAFF,
  },

  // Training programmes, outcomes and their indicators (features/outcomes)
  { path: '/admin/formations', screen: 'trainingProgrammes', title: 'Formations', roles: STAFF },
  { path: '/admin/formations/:fid', screen: 'trainingProgramme', title: 'Formation', roles: STAFF },
  { path: '/admin/formations/session/:sid', screen: 'trainingSession', title: 'Session de formation', roles: STAFF },
  { path: '/suivi-formation/:id/:signature', screen: 'followUpAnswer', title: 'Votre situation après la formation' },
  { path: '/admin/tableau-de-bord', screen: 'outcomesDashboard', title: 'Tableau de bord', roles: STAFF },
  {
    path: '/:uid/ma-formation',
    screen: 'myTraining',
    title: 'Ma formation',
    roles: [...STAFF, ...CANDIDATES],
    owner: 'uid',
  },

  // Experimental (SPEC §2.10)
  { path: '/experimental/mumble/lobby', screen: 'voiceLobby', title: 'Salon vocal', roles: ADMIN_ONLY },
  { path: '/experimental/mumble/room/:room', screen: 'voiceRoom', title: 'Salle vocale', roles: ADMIN_ONLY },
] as const satisfies readonly RouteDef[];

/** One row of the table with its literal path and screen key. */
export type RouteRow = (typeof TABLE)[number];
export type ScreenKey = RouteRow['screen'];

// Widened for readers of the table: rows read alike whichever optional fields they set.
export const ROUTES: readonly RouteDef[] = TABLE;

// Links to the screens of the table, for the web app and the e-mails alike. A screen's parameters are read from its
// path pattern, so a missing or an unknown one does not compile.
type ParamValue = number | string;

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : Path;
type RequiredName<Segment> = Segment extends `:${string}?` ? never : Segment extends `:${infer Name}` ? Name : never;
type OptionalName<Segment> = Segment extends `:${infer Name}?` ? Name : never;

type ParamsOf<Path extends string> = { [Name in RequiredName<Segments<Path>>]: ParamValue } & {
  [Name in OptionalName<Segments<Path>>]?: ParamValue;
};

/** What href() takes after the screen key, for each of the given paths: nothing when a path has no parameter. */
type ArgsOf<Path extends string> = Path extends unknown
  ? [Segments<Path> & `:${string}`] extends [never]
    ? []
    : [RequiredName<Segments<Path>>] extends [never]
      ? [params?: ParamsOf<Path>]
      : [params: ParamsOf<Path>]
  : never;

/** A screen's arguments: those of any of its rows (a mailbox has a row with its owner's id and one without). */
export type HrefArgs<Screen extends ScreenKey> = ArgsOf<Extract<RouteRow, { screen: Screen }>['path']>;

const paramName = (segment: string) => segment.replace(/^:|\?$/g, '');

/** Each screen's path patterns, in the table's order. */
const patternsOf = new Map<string, string[][]>();
for (const { screen, path } of ROUTES) patternsOf.set(screen, [...(patternsOf.get(screen) ?? []), path.split('/')]);

/** The address of a screen; rows of one screen are told apart by the parameters given, the first one winning. */
export function href<Screen extends ScreenKey>(screen: Screen, ...args: HrefArgs<Screen>): string {
  const params: Partial<Record<string, ParamValue>> = args[0] ?? {};
  const given = Object.keys(params).filter((name) => params[name] !== undefined);
  for (const segments of patternsOf.get(screen) ?? []) {
    const slots = segments.filter((segment) => segment.startsWith(':'));
    const fits =
      slots.every((slot) => slot.endsWith('?') || given.includes(paramName(slot))) &&
      given.every((name) => slots.some((slot) => paramName(slot) === name));
    if (!fits) continue;
    return segments
      .flatMap((segment) => {
        if (!segment.startsWith(':')) return [segment];
        const value = params[paramName(segment)];
        return value === undefined ? [] : [encodeURIComponent(String(value))];
      })
      .join('/');
  }
  throw new Error(`No route for ${screen} with ${given.join(', ') || 'no parameter'}`);
}

export const NOT_FOUND_TITLE = 'Page introuvable';

export type GuardDecision = { allow: true } | { allow: false; redirect: '/connexion' | '/interdit' };

/** SPEC §2.13 with DESIGN's ownership difference: the same rule for the router and for the tests. */
export function decideAccess(
  route: Pick<RouteDef, 'roles' | 'owner' | 'readOnly'>,
  params: Record<string, string | undefined>,
  user: { id: number; role: Role } | null,
): GuardDecision {
  if (!route.roles) return { allow: true };
  if (!user) return { allow: false, redirect: '/connexion' };
  if (!route.roles.includes(user.role)) return { allow: false, redirect: '/interdit' };
  if (route.owner) {
    const exempt = STAFF.includes(user.role) || (route.readOnly === true && user.role === 'RECRUTEUR');
    if (!exempt && params[route.owner] !== String(user.id)) return { allow: false, redirect: '/interdit' };
  }
  return { allow: true };
}

/** Finds the route matching a concrete path (used by the server to answer 404 for unknown pages). */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    const required = pattern.filter((p) => !p.endsWith('?')).length;
    if (parts.length < required || parts.length > pattern.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const seg = pattern[i] as string;
      const value = parts[i];
      if (seg.startsWith(':')) {
        if (value === undefined) continue;
        params[seg.replace(/^:|\?$/g, '')] = decodeURIComponent(value);
      } else if (seg !== value) {
        ok = false;
        break;
      }
    }
    if (ok) return { route, params };
  }
  return null;
}
