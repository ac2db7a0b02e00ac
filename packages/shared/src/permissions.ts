// Who may call each API endpoint (SPEC §7 with DESIGN's differences), declared once: the API enforces it on every route.
import { OUTCOMES_ENDPOINTS } from './outcomes-permissions';
import { ALL_ROLES, CANDIDATES, type Role, STAFF } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointOwner {
  /** Where the owner's user id is read: a path parameter, or a field of the JSON body. */
  in: 'params' | 'body';
  name: string;
  /** Roles that may act on another user's id (staff, DESIGN difference 2). */
  exempt: readonly Role[];
}

export interface EndpointPermission {
  /** What the call does, in French (also the OpenAPI summary when the route gives none). */
  summary: string;
  /** Roles allowed; absent means the endpoint is public. */
  roles?: readonly Role[];
  /** The caller must be the user this names, unless their role is exempt. */
  owner?: EndpointOwner;
  /**
   * The call reads or changes the account this names as a whole: the caller must be that person or rank over
   * their role (ACTS_ON_ROLES). Checked by the API's guard on every such call, before the service runs.
   */
  account?: EndpointAccount;
}

export interface EndpointAccount {
  /** Where the account's user id is read: a path parameter, or a field of the JSON body. */
  in: 'params' | 'body';
  name: string;
}

/** French refusals of the access guard. */
export const ACCESS_MESSAGES = {
  signInRequired: 'Vous devez être connecté pour accéder à cette ressource.',
  roleForbidden: 'Votre rôle ne permet pas d’accéder à cette ressource.',
  notOwner: 'Vous ne pouvez accéder qu’à vos propres données.',
  outOfRank: 'Votre rôle ne vous permet pas de gérer les comptes de ce rôle.',
} as const;

const LOGGED_IN = ALL_ROLES;
const NOT_RECRUITER: readonly Role[] = ALL_ROLES.filter((r) => r !== 'RECRUTEUR');
/** Admin, employee and job-seeker roles (SPEC §2.12 with DESIGN difference 1). */
const CANDIDATE_SIDE: readonly Role[] = ['ADMIN', ...CANDIDATES];
const ADMIN_AND_CEF: readonly Role[] = ['ADMIN', 'CEF'];
const RECRUITER_ONLY: readonly Role[] = ['RECRUTEUR'];
/** Who searches profiles for hiring and may save searches: recruiters and staff. */
const SEARCHERS: readonly Role[] = ['RECRUTEUR', ...STAFF];
/** Ownership without exemption: messages are read by their two parties only, staff included. */
const NO_EXEMPTION: readonly Role[] = [];

/** Ownership of a path parameter; staff are exempt. */
const ownParam = (name: string, exempt: readonly Role[] = STAFF): EndpointOwner => ({ in: 'params', name, exempt });
/** Ownership of a body field (checked once the body is parsed); staff are exempt. */
const ownBody = (name: string, exempt: readonly Role[] = STAFF): EndpointOwner => ({ in: 'body', name, exempt });
/** The account a call acts on, named by a path parameter or a body field (the rank rule applies). */
const accountParam = (name: string): EndpointAccount => ({ in: 'params', name });
const accountBody = (name: string): EndpointAccount => ({ in: 'body', name });

/**
 * Keys are `METHOD /fastify/path`. Trailing segments in brackets are optional: the endpoint exists with and
 * without them (DESIGN: a `{search}` segment may be left out), and each variant gets its own entry.
 */
const DECLARED: Record<string, EndpointPermission> = {
  // Authentication (SPEC §7, no /api prefix)
  'POST /auth/connexion': { summary: 'Connexion par e-mail et mot de passe (avec anti-robot)' },
  'POST /auth/refreshToken': { summary: 'Nouveau jeton d’accès contre un jeton de rafraîchissement (rotation)' },
  'GET /auth/validate': { summary: 'Indique si un jeton d’accès est valide' },
  'POST /auth/confirmation': { summary: 'Confirme un compte (jeton de confirmation en bearer)' },
  'POST /auth/deconnexion': { summary: 'Déconnexion : révoque la chaîne du jeton de rafraîchissement' },
  'GET /auth/linkedin': { summary: 'Redirige vers LinkedIn (OpenID Connect)' },
  'GET /auth/linkedin/statut': { summary: 'Indique si la connexion avec LinkedIn est configurée' },
  'GET /auth/linkedin/callback': { summary: 'Retour de LinkedIn : trouve ou crée le compte' },
  'POST /auth/linkedin/echange': { summary: 'Échange le code à usage unique LinkedIn contre une session' },
  'GET /profile/:id': { summary: 'Profil de la personne connectée', roles: LOGGED_IN, owner: ownParam('id') },
  'POST /motdepasse': { summary: 'Demande de réinitialisation du mot de passe' },
  'POST /reset-motdepasse': { summary: 'Nouveau mot de passe avec le jeton de réinitialisation' },
  'POST /auth/invitation': {
    summary: 'Choisit son mot de passe avec le lien d’invitation, active le compte et ouvre la session',
  },
  'GET /api/captcha/challenge': { summary: 'Défi anti-robot (ALTCHA) ou clé de site reCAPTCHA' },

  // Health and constants
  'GET /api/health': { summary: 'Le processus répond' },
  'GET /api/ready': { summary: 'La base de données répond' },
  'GET /api/constants/getVilles': { summary: 'Liste des villes' },
  'GET /api/constants/zones': { summary: 'Communes, intercommunalités, départements et régions pour la recherche' },
  'GET /api/parametres/fonctionnalites': { summary: 'Fonctionnalités activées (menus)' },
  'PUT /api/parametres/fonctionnalites': { summary: 'Active ou désactive une fonctionnalité', roles: ['ADMIN'] },
  'GET /api/parametres/editeur': {
    summary: 'L’organisme qui exploite la plateforme (mentions légales, contact, liens)',
  },
  'PUT /api/parametres/editeur': {
    summary: 'Change les informations de l’organisme qui exploite la plateforme',
    roles: ['ADMIN'],
  },
  'GET /api/parametres/relances': { summary: 'Jours sans réponse avant « Relancer ? »', roles: LOGGED_IN },
  'PUT /api/parametres/relances': { summary: 'Change les jours sans réponse avant « Relancer ? »', roles: STAFF },

  // Work that happens later: the job queue, reminders, notices, follow-ups
  'GET /api/admin/taches/:filtre': {
    summary: 'Tâches de la file (en attente, en cours, échouées, relancées)',
    roles: ['ADMIN'],
  },
  'POST /api/admin/taches/:file/:id/relancer': { summary: 'Relance une tâche échouée', roles: ['ADMIN'] },
  'GET /api/utilisateur/:id/rappels': {
    summary: 'Choix des rappels d’une personne',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
  },
  'PUT /api/utilisateur/:id/rappels': {
    summary: 'Change les choix des rappels',
    roles: LOGGED_IN,
    owner: ownParam('id', NO_EXEMPTION),
  },
  'GET /api/notifications': { summary: 'Notifications de la personne connectée', roles: LOGGED_IN },
  'PUT /api/notifications/lues': { summary: 'Marque les notifications comme lues', roles: LOGGED_IN },
  'GET /api/candidature/relances/:uid': {
    summary: 'Candidatures sans réponse à relancer',
    roles: LOGGED_IN,
    owner: ownParam('uid'),
  },

  // Projects (projet)
  'GET /api/projet/utilisateur/:userId/:page/:size[/:search]': {
    summary: 'Projets d’un utilisateur, paginés',
    roles: LOGGED_IN,
  },
  'GET /api/projet/utilisateur/:userId/count[/:search]': {
    summary: 'Nombre de projets d’un utilisateur',
    roles: LOGGED_IN,
  },
  'GET /api/projet/utilisateur/:userId': { summary: 'Tous les projets d’un utilisateur', roles: LOGGED_IN },
  // Public: the service shows a project only when its owner's profile is visible (or to the owner and staff).
  'GET /api/projet/slug/:slug': { summary: 'Un projet par son slug' },
  'GET /api/projet/:id': { summary: 'Un projet par son identifiant' },
  'GET /api/projet/utilisateur/:userId/competences': {
    summary: 'Compétences du profil proposées dans le formulaire de projet',
    roles: CANDIDATE_SIDE,
    owner: ownParam('userId'),
  },
  'POST /api/projet/:id/images': {
    summary: 'Dépose des images dans un projet (multipart, propriétaire vérifié par le service)',
    roles: CANDIDATE_SIDE,
  },
  'PUT /api/projet/:id/images': {
    summary: 'Réordonne les images d’un projet et choisit la couverture',
    roles: CANDIDATE_SIDE,
  },
  'DELETE /api/projet/:id/images/:imageId': { summary: 'Retire une image d’un projet', roles: CANDIDATE_SIDE },
  // Public: the service serves an image when the owner's profile is visible or the address is signed.
  'GET /api/projet/image/:imageId': { summary: 'Une image de projet' },
  'GET /api/projet/image/:imageId/miniature': { summary: 'La miniature d’une image de projet' },
  'POST /api/projet/utilisateur/:userId': {
    summary: 'Ajoute un projet au portfolio',
    roles: CANDIDATE_SIDE,
    owner: ownParam('userId'),
  },
  'PUT /api/projet/utilisateur/:userId': {
    summary: 'Modifie un projet du portfolio',
    roles: CANDIDATE_SIDE,
    owner: ownParam('userId'),
  },
  'DELETE /api/projet/:id': {
    summary: 'Supprime un projet (propriétaire vérifié par le service)',
    roles: CANDIDATE_SIDE,
  },

  // Media: the id names a user, a project or a note depending on the kind, so the service checks ownership.
  'POST /api/media/:id/:type': {
    summary: 'Dépose un fichier (avatar, CV, certification, vidéo, image, note)',
    roles: LOGGED_IN,
  },
  'DELETE /api/media/:id/:filename/:type': { summary: 'Supprime un fichier', roles: LOGGED_IN },
  'GET /api/media/:id/documents': {
    summary: 'Nom, taille et date du CV et des certifications d’un profil (titulaire, personnel et recruteurs)',
    roles: LOGGED_IN,
  },
  'GET /api/media/fichier/:filename': {
    summary: 'Lit un fichier de profil (droits vérifiés par le service selon le type et la visibilité)',
  },

  // Message templates (modele-message)
  'GET /api/modele-message/:page/:size[/:search]': { summary: 'Modèles de message, paginés', roles: STAFF },
  'GET /api/modele-message/:id': { summary: 'Un modèle de message', roles: STAFF },
  'POST /api/modele-message': { summary: 'Crée un modèle de message', roles: STAFF },
  'PUT /api/modele-message': { summary: 'Modifie un modèle de message', roles: STAFF },
  'DELETE /api/modele-message/:id': { summary: 'Supprime un modèle de message', roles: STAFF },

  // Messages (message): only the two parties, staff included (no exemption); the service checks each message.
  'GET /api/message/destinataire/:uid/:page/:size[/:search]': {
    summary: 'Messages reçus',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/expediteur/:uid/:page/:size[/:search]': {
    summary: 'Messages envoyés',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/supprime/:uid/:page/:size': {
    summary: 'Messages supprimés',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/count/expediteur/:uid[/:search]': {
    summary: 'Nombre de messages envoyés',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/count/destinataire/:uid[/:search]': {
    summary: 'Nombre de messages reçus',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/count/supprime/:uid': {
    summary: 'Nombre de messages supprimés',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/count/nonlu/:uid': {
    summary: 'Nombre de messages non lus',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/:id': {
    summary: 'Un message (réservé à ses deux parties, vérifié par le service)',
    roles: LOGGED_IN,
  },
  'DELETE /api/message/:messageId/:userId': {
    summary: 'Supprime un message pour une des parties',
    roles: LOGGED_IN,
    owner: ownParam('userId', NO_EXEMPTION),
  },
  'PUT /api/message/utilisateur/:uid/messagelu': {
    summary: 'Marque un message comme lu',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'POST /api/message/utilisateur/:uid': {
    summary: 'Envoie un message',
    roles: LOGGED_IN,
    owner: ownParam('uid', NO_EXEMPTION),
  },
  'GET /api/message/destinataires': { summary: 'Utilisateurs actifs à qui écrire (recherche)', roles: LOGGED_IN },
  'GET /api/ws': { summary: 'WebSocket temps réel (jeton d’accès dans le premier message)' },

  // Users (utilisateur). Profile lists are public like the /recherche screen; services show visible profiles only.
  'GET /api/utilisateur/:page/:size[/:search]': { summary: 'Profils visibles, paginés' },
  'GET /api/utilisateur/admin/:page/:size[/:search]': { summary: 'Tous les utilisateurs, paginés', roles: STAFF },
  'GET /api/utilisateur/parfiltre/:page/:size': { summary: 'Profils visibles filtrés, paginés' },
  'GET /api/utilisateur/pagination/:x': { summary: 'Page x de profils visibles, à la taille par défaut (15)' },
  'GET /api/utilisateur/derniers': { summary: 'Les 6 derniers profils visibles (ni ADMIN ni RECRUTEUR)' },
  'GET /api/utilisateur/count[/:search]': { summary: 'Nombre de profils visibles' },
  'GET /api/utilisateur/countparfiltre': { summary: 'Nombre de profils visibles filtrés' },
  'GET /api/utilisateur/:id': { summary: 'Détails d’un profil', roles: LOGGED_IN },
  'GET /api/utilisateur/email/:email': { summary: 'Un profil par son e-mail', roles: STAFF },
  'GET /api/utilisateur/cefs': { summary: 'Conseillers emploi formation', roles: LOGGED_IN },
  'POST /api/utilisateur': { summary: 'Inscription (compte inactif jusqu’à confirmation par e-mail)' },
  'GET /api/utilisateur/:id/export': {
    summary: 'Toutes les données de la personne en un fichier ZIP (données et fichiers déposés)',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
  },
  'GET /api/utilisateur/:id/donnees-personnelles': {
    summary: 'Consentement au vivier, historique des connexions et date d’effacement prévue',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
  },
  // Only the person answers for themself: no exemption.
  'PUT /api/utilisateur/:id/consentement-vivier': {
    summary: 'Accepte ou retire sa présence dans le vivier de talents',
    roles: LOGGED_IN,
    owner: ownParam('id', NO_EXEMPTION),
  },
  'POST /api/effacement/confirmation': { summary: 'Efface le compte tout de suite avec le lien reçu par e-mail' },
  'GET /api/parametres/donnees-personnelles': { summary: 'Durées de conservation et texte du consentement en vigueur' },
  'PUT /api/utilisateur/modification-infos': {
    summary: 'Modifie ses informations',
    roles: LOGGED_IN,
    owner: ownBody('id'),
    account: accountBody('id'),
  },
  'PUT /api/utilisateur/modification-infos-comp': {
    summary: 'Modifie ses informations complémentaires',
    roles: NOT_RECRUITER,
    owner: ownBody('id'),
    account: accountBody('id'),
  },
  'PUT /api/utilisateur/modification-mdp': {
    summary: 'Change son propre mot de passe (l’actuel est demandé)',
    roles: LOGGED_IN,
    // Staff never choose someone else's password: they send a reset link (POST /api/admin/{id}/lien-reinitialisation).
    owner: ownBody('utilisateurID', NO_EXEMPTION),
    account: accountBody('utilisateurID'),
  },
  'PUT /api/utilisateur/modification-liens': {
    summary: 'Modifie ses liens de réseaux sociaux',
    roles: LOGGED_IN,
    owner: ownBody('id'),
    account: accountBody('id'),
  },
  'PUT /api/utilisateur/modification-video-externe': {
    summary: 'Modifie sa vidéo externe',
    roles: LOGGED_IN,
    owner: ownBody('id'),
    account: accountBody('id'),
  },
  'PUT /api/utilisateur/desactivation/:id': {
    summary: 'Désactive un compte (le sien : le supprime) et révoque ses sessions',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
  },

  // Tags (compétences d’un profil)
  'GET /api/tags/:uid/:page/:size': { summary: 'Compétences d’un profil, paginées', roles: LOGGED_IN },
  'DELETE /api/tags/supression-tags/:id': {
    summary: 'Retire une compétence de son profil (propriétaire vérifié par le service)',
    roles: LOGGED_IN,
  },
  'POST /api/tags/utilisateur/:uid': {
    summary: 'Ajoute une compétence à son profil',
    roles: LOGGED_IN,
    owner: ownParam('uid'),
    account: accountParam('uid'),
  },

  // Notes
  'GET /api/notes/:page/:size[/:search]': { summary: 'Notes, paginées', roles: STAFF },
  'GET /api/notes/candidat/:id/:page/:size[/:search]': { summary: 'Notes d’une candidature, paginées', roles: STAFF },
  'GET /api/notes/:id': { summary: 'Une note', roles: STAFF },
  'POST /api/notes/:id': { summary: 'Ajoute une note à une candidature', roles: STAFF },
  'PUT /api/notes': { summary: 'Modifie une note', roles: STAFF },
  'DELETE /api/notes/:id': { summary: 'Supprime une note', roles: STAFF },
  'POST /api/notes/:id/fichier': { summary: 'Joint un fichier à une note (remplace le précédent)', roles: STAFF },
  'GET /api/notes/:id/fichier': { summary: 'Télécharge le fichier joint d’une note', roles: STAFF },
  'DELETE /api/notes/:id/fichier': { summary: 'Supprime le fichier joint d’une note', roles: STAFF },

  // Admin
  'GET /api/admin/:page/:size': { summary: 'Utilisateurs filtrés (gestion)', roles: STAFF },
  'GET /api/admin/cef/:page/:size': { summary: 'Référents possibles (CEF et administrateurs), paginés', roles: STAFF },
  'GET /api/admin/count-filtre': { summary: 'Nombre d’utilisateurs filtrés (gestion)', roles: STAFF },
  'GET /api/admin/tentatives': { summary: 'Comptes dont les connexions sont ralenties', roles: STAFF },
  'POST /api/admin': { summary: 'Crée un utilisateur', roles: STAFF },
  'POST /api/admin/pole-emploi': { summary: 'Importe un candidat France Travail', roles: STAFF },
  'PUT /api/admin/modification': {
    summary: 'Modifie un utilisateur (rôle, état actif, informations)',
    roles: STAFF,
    account: accountBody('id'),
  },
  'DELETE /api/admin/:id': { summary: 'Supprime un utilisateur', roles: STAFF, account: accountParam('id') },
  'GET /api/admin/:id/invitation': {
    summary: 'Où en est l’invitation d’un compte ouvert par le personnel',
    roles: STAFF,
    account: accountParam('id'),
  },
  'POST /api/admin/:id/invitation': {
    summary: 'Renvoie l’invitation à choisir son mot de passe (le lien précédent ne fonctionne plus)',
    roles: STAFF,
    account: accountParam('id'),
  },
  'POST /api/admin/:id/lien-reinitialisation': {
    summary: 'Envoie à la personne un lien pour choisir un nouveau mot de passe',
    roles: STAFF,
    account: accountParam('id'),
  },
  // Personal data (GDPR)
  'POST /api/admin/:id/effacement': {
    summary: 'Efface définitivement un compte, avec un motif',
    roles: STAFF,
    account: accountParam('id'),
  },
  'POST /api/admin/:id/conservation': {
    summary: 'Prolonge la conservation d’un compte inactif, avec un motif',
    roles: STAFF,
    account: accountParam('id'),
  },
  'POST /api/admin/candidature/:cefId/:candidatId': {
    summary: 'Ajoute une candidature pour un candidat',
    roles: STAFF,
  },
  'POST /api/admin/candidature-multiple': { summary: 'Ajoute une candidature à plusieurs candidats', roles: STAFF },
  'DELETE /api/admin/candidature/:id/:adminId': { summary: 'Supprime une candidature (gestion)', roles: STAFF },

  // The candidate file: one person's follow-up for staff, each section paged on its own, within the rank rule.
  'GET /api/dossier/:id': {
    summary: 'Dossier d’une personne : identité et situation',
    roles: STAFF,
    account: accountParam('id'),
  },
  'GET /api/dossier/:id/candidatures': {
    summary: 'Dossier : candidatures et leur statut, paginées',
    roles: STAFF,
    account: accountParam('id'),
  },
  'GET /api/dossier/:id/entretiens': {
    summary: 'Dossier : entretiens à venir ou passés, paginés',
    roles: STAFF,
    account: accountParam('id'),
  },
  'GET /api/dossier/:id/notes': {
    summary: 'Dossier : notes et leurs fichiers, paginées',
    roles: STAFF,
    account: accountParam('id'),
  },
  'GET /api/dossier/:id/invitations': {
    summary: 'Dossier : invitations aux JobDating, paginées',
    roles: STAFF,
    account: accountParam('id'),
  },
  'GET /api/dossier/:id/messages': {
    summary: 'Dossier : messages échangés avec le personnel, les plus récents d’abord, paginés',
    roles: STAFF,
    account: accountParam('id'),
  },
  'GET /api/dossier/:id/fichiers': {
    summary: 'Dossier : fichiers déposés (CV, certifications, vidéo, photo), paginés',
    roles: STAFF,
    account: accountParam('id'),
  },
  'GET /api/dossier/:id/chronologie': {
    summary: 'Dossier : tout ce qui précède par date, le plus récent d’abord, paginé',
    roles: STAFF,
    account: accountParam('id'),
  },

  // Favourites (favoris): recruiters only, on their own list.
  'GET /api/favoris/:uid': { summary: 'Favoris d’un recruteur', roles: RECRUITER_ONLY, owner: ownParam('uid') },
  'POST /api/favoris/ajoutfav/:uid/:candidateId': {
    summary: 'Ajoute un profil aux favoris',
    roles: RECRUITER_ONLY,
    owner: ownParam('uid'),
  },
  'DELETE /api/favoris/:uid/:candidateId': {
    summary: 'Retire un profil des favoris',
    roles: RECRUITER_ONLY,
    owner: ownParam('uid'),
  },
  'GET /api/favoris/:uid/:page/:size': {
    summary: 'Favoris filtrés, paginés',
    roles: RECRUITER_ONLY,
    owner: ownParam('uid'),
  },
  'GET /api/favoris/countparfiltre': {
    summary: 'Nombre de favoris filtrés de la personne connectée',
    roles: RECRUITER_ONLY,
  },

  // Saved searches with e-mail alerts: recruiters and staff, each on their own (the API reads the caller's id).
  'GET /api/recherches-enregistrees': { summary: 'Recherches enregistrées de la personne connectée', roles: SEARCHERS },
  'POST /api/recherches-enregistrees': { summary: 'Enregistre la recherche de profils en cours', roles: SEARCHERS },
  'PUT /api/recherches-enregistrees/:id': {
    summary: 'Renomme une recherche enregistrée ou change la fréquence de ses alertes',
    roles: SEARCHERS,
  },
  'DELETE /api/recherches-enregistrees/:id': { summary: 'Supprime une recherche enregistrée', roles: SEARCHERS },
  'POST /api/recherches-enregistrees/desabonnement': {
    summary: 'Arrête les alertes d’une recherche enregistrée (lien signé de l’e-mail, sans connexion)',
  },

  // Skills (competence)
  'GET /api/competence/parId/:id': { summary: 'Une compétence', roles: LOGGED_IN },
  'PUT /api/competence/competences': { summary: 'Modifie une compétence', roles: ADMIN_AND_CEF },
  'DELETE /api/competence/:id': { summary: 'Supprime une compétence', roles: ADMIN_AND_CEF },
  'POST /api/competence': { summary: 'Crée une compétence', roles: ADMIN_AND_CEF },
  'GET /api/competence/nopage[/:search]': { summary: 'Compétences correspondant à une recherche' },
  'GET /api/competence/page/:page/:size[/:search]': { summary: 'Compétences, paginées', roles: LOGGED_IN },
  'GET /api/competence/count[/:search]': { summary: 'Nombre de compétences', roles: LOGGED_IN },

  // Applications (candidature)
  'GET /api/candidature/utilisateur/:uid': {
    summary: 'Candidatures d’un candidat',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
  },
  'GET /api/candidature/utilisateur/:uid/count[/:search]': {
    summary: 'Nombre de candidatures d’un candidat',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
  },
  'GET /api/candidature/utilisateur/:uid/:page/:size[/:search]': {
    summary: 'Candidatures d’un candidat, paginées',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
  },
  'GET /api/candidature/utilisateur/:uid/dateRange/:from/:to': {
    summary: 'Candidatures d’un candidat entre deux dates',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
  },
  'GET /api/candidature/:id': {
    summary: 'Une candidature (candidat ou personnel, vérifié par le service)',
    roles: NOT_RECRUITER,
  },
  'POST /api/candidature/utilisateur/:uid': {
    summary: 'Ajoute une candidature',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
  },
  'PUT /api/candidature/utilisateur/:uid': {
    summary: 'Modifie une candidature',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
  },
  'DELETE /api/candidature/:id/:userId': {
    summary: 'Supprime une candidature',
    roles: NOT_RECRUITER,
    owner: ownParam('userId'),
  },
  'GET /api/candidature/countForEach/:page/:size[/:search/:value]': {
    summary: 'Total des candidatures par candidat',
    roles: STAFF,
  },
  'GET /api/candidature/countForEachOrdered/:page/:size/:header/:direction[/:search/:value]': {
    summary: 'Total des candidatures par candidat, trié',
    roles: STAFF,
  },
  'POST /api/candidature/:id/commentaire': {
    summary: 'Commente une candidature (candidat ou personnel, vérifié par le service)',
    roles: NOT_RECRUITER,
  },
  'GET /api/candidature/candidats/:page/:size[/:search]': {
    summary: 'Candidats à qui ajouter une candidature, paginés',
    roles: STAFF,
  },

  // Job dating (job-dating)
  'POST /api/job-dating/search-by-dto/:page/:size': { summary: 'Recherche de JobDating', roles: STAFF },
  'GET /api/job-dating/:id': { summary: 'Un JobDating', roles: NOT_RECRUITER },
  'POST /api/job-dating': { summary: 'Crée un JobDating', roles: STAFF },
  'PUT /api/job-dating': { summary: 'Modifie un JobDating', roles: STAFF },
  'DELETE /api/job-dating/:id': { summary: 'Supprime un JobDating', roles: STAFF },

  // Invitations (invitationJD): candidates see and answer their own (checked by the service).
  'POST /api/invitationJD/search-by-dto/:page/:size': { summary: 'Recherche d’invitations', roles: NOT_RECRUITER },
  'GET /api/invitationJD/:id': { summary: 'Une invitation', roles: NOT_RECRUITER },
  'POST /api/invitationJD/envoyer': { summary: 'Envoie une invitation', roles: STAFF },
  'PUT /api/invitationJD/:id/accepter': { summary: 'Accepte une invitation', roles: NOT_RECRUITER },
  'PUT /api/invitationJD/:id/annuler': { summary: 'Annule ou refuse une invitation', roles: NOT_RECRUITER },

  // Interviews (entretien)
  'POST /api/entretien': { summary: 'Programme un entretien', roles: NOT_RECRUITER, owner: ownBody('utilisateurId') },
  'GET /api/entretien/utilisateur/:uid/:periode/:page/:size': {
    summary: 'Entretiens à venir ou passés d’une personne (candidat ou responsable), paginés',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
  },
  'GET /api/entretien/agenda/:periode/:page/:size': {
    summary: 'Agenda des entretiens du personnel (aujourd’hui, à venir, passés), filtrable par conseiller, paginé',
    roles: STAFF,
  },
  'GET /api/entretien/personnel': { summary: 'Membres du personnel pouvant mener un entretien', roles: NOT_RECRUITER },
  'GET /api/entretien/:id': { summary: 'Un entretien (ses parties ou le personnel)', roles: NOT_RECRUITER },
  'GET /api/entretien/:id/ics': { summary: 'Un entretien au format calendrier (.ics)', roles: NOT_RECRUITER },
  'PUT /api/entretien': { summary: 'Modifie un entretien', roles: NOT_RECRUITER },
  'DELETE /api/entretien/:id': { summary: 'Supprime un entretien', roles: NOT_RECRUITER },
  'GET /api/rtc/ice': {
    summary: 'Serveurs ICE des entretiens et salons vocaux, avec des identifiants TURN temporaires',
    roles: NOT_RECRUITER,
  },

  // Prospects (prospect)
  'GET /api/prospect': { summary: 'Prospects', roles: STAFF },
  'GET /api/prospect/exportCSV': { summary: 'Export CSV des prospects', roles: STAFF },
  'GET /api/prospect/:id': { summary: 'Un prospect', roles: STAFF },
  'POST /api/prospect/create': { summary: 'Crée un prospect', roles: STAFF },
  'PUT /api/prospect/update': { summary: 'Modifie un prospect', roles: STAFF },
  'DELETE /api/prospect/delete/:id': { summary: 'Supprime un prospect', roles: STAFF },
  'POST /api/prospect/importCSV': { summary: 'Import CSV de prospects', roles: STAFF },

  // NTC (ntc)
  'GET /api/ntc': { summary: 'NTC', roles: STAFF },
  'GET /api/ntc/:id': { summary: 'Un NTC', roles: STAFF },
  'POST /api/ntc/create': { summary: 'Crée un NTC', roles: STAFF },
  'PUT /api/ntc/update': { summary: 'Modifie un NTC', roles: STAFF },
  'DELETE /api/ntc/delete/:id': { summary: 'Supprime un NTC', roles: STAFF },

  // Training programmes, sessions, enrolments and outcomes (formations)
  ...OUTCOMES_ENDPOINTS,
};

/** Expands `a[/b/c]` into `a` and `a/b/c`. */
function expandOptional(key: string): string[] {
  const match = /^(.*)\[(.+)\]$/.exec(key);
  if (!match) return [key];
  const [, head, tail] = match as unknown as [string, string, string];
  return [head, head + tail];
}

export const endpointKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every endpoint with its permission, keyed by `METHOD /fastify/path`. */
export const ENDPOINT_PERMISSIONS: Readonly<Record<string, EndpointPermission>> = Object.freeze(
  Object.fromEntries(
    Object.entries(DECLARED).flatMap(([key, permission]) => expandOptional(key).map((k) => [k, permission])),
  ),
);

/** The first path segments the guard covers: every route under them must be in the table. */
const GUARDED_ROOTS = new Set(['api', 'auth', 'profile', 'motdepasse', 'reset-motdepasse']);
/** Generated documentation (Swagger UI and its assets) stays public without a row per file. */
const DOCUMENTATION_PREFIX = '/api/docs';

export function isGuardedPath(path: string): boolean {
  if (path === DOCUMENTATION_PREFIX || path.startsWith(`${DOCUMENTATION_PREFIX}/`)) return false;
  const root = path.split('/')[1] ?? '';
  return GUARDED_ROOTS.has(root);
}

export function findEndpointPermission(method: string, path: string): EndpointPermission | undefined {
  // Fastify answers HEAD from the GET route.
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method;
  return ENDPOINT_PERMISSIONS[endpointKey(m, path)];
}

export type EndpointDecision = 'allow' | 'unauthenticated' | 'wrong-role' | 'not-owner';

/**
 * The id of the account a call acts on when it is someone else's (the rank rule then applies), read from the
 * declared parameter or body field; null when the call names none, names the caller, or names no valid id (left to
 * validation).
 */
export function otherAccountId(
  permission: EndpointPermission,
  input: { params?: unknown; body?: unknown },
  user: { id: number } | null,
  check: 'params' | 'body',
): number | null {
  const account = permission.account;
  if (!account || account.in !== check || !user) return null;
  const source = check === 'params' ? input.params : input.body;
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[account.name] : undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id === user.id) return null;
  return id;
}

/**
 * The guard's rule: public endpoints are open; others need a signed-in user whose role is listed; an ownership
 * field must name the caller unless their role is exempt. A missing owner field is left to validation.
 */
export function decideEndpointAccess(
  permission: EndpointPermission,
  input: { params?: unknown; body?: unknown },
  user: { id: number; role: Role } | null,
  check: 'all' | 'params' | 'body' = 'all',
): EndpointDecision {
  if (!permission.roles) return 'allow';
  if (!user) return 'unauthenticated';
  if (!permission.roles.includes(user.role)) return 'wrong-role';
  const owner = permission.owner;
  if (!owner || owner.exempt.includes(user.role)) return 'allow';
  if (check !== 'all' && check !== owner.in) return 'allow';
  const source = owner.in === 'params' ? input.params : input.body;
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[owner.name] : undefined;
  if (value === undefined || value === null || value === '') return 'allow';
  return String(value) === String(user.id) ? 'allow' : 'not-owner';
}
