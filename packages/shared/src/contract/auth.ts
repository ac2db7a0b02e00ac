// Account calls (SPEC §7 Authentication, served outside /api as SPEC writes them): sign-in, session, confirmation,
// password reset and change, deactivation, the bot check, LinkedIn sign-in, and the sign-in's second factor.
import { z } from 'zod';
import { STAFF } from '../roles';
import {
  captchaChallengeSchema,
  changePasswordSchema,
  confirmationRequestSchema,
  linkedinExchangeSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  resetPasswordSchema,
  resetRequestSchema,
  validateQuerySchema,
} from '../schemas/auth';
import {
  activatedSessionSchema,
  codeBodySchema,
  linkedinSignInAnswerSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
  secondStepActivationSchema,
  secondStepCodeSchema,
  secondStepEnrolmentSchema,
  signInAnswerSchema,
  staffSecondFactorSchema,
  totpEnrolmentSchema,
} from '../schemas/second-factor';
import { accountBody, accountParam, LOGGED_IN, NO_EXEMPTION, ownBody, ownParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });

export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/auth/connexion',
    summary: 'Connexion par e-mail et mot de passe (avec anti-robot)',
    description:
      'Une adresse inconnue, un mauvais mot de passe et un compte inactif reçoivent le même refus. Quand la double authentification est activée (ou obligatoire pour le rôle), la réponse ne contient pas de jeton d’accès mais le second temps attendu (secondFacteur : code ou enrolement) et son jeton d’étape.',
    body: loginRequestSchema,
    responses: { 200: signInAnswerSchema },
    errors: [400, 401, 429],
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refreshToken',
    summary: 'Nouveau jeton d’accès contre un jeton de rafraîchissement (rotation)',
    description:
      'Le jeton de rafraîchissement est à usage unique : la réponse en donne un nouveau. Présenter un jeton déjà utilisé révoque toute sa chaîne.',
    body: refreshRequestSchema,
    responses: { 200: loginResponseSchema },
    errors: [400, 401],
  }),
  validate: endpoint({
    method: 'GET',
    path: '/auth/validate',
    summary: 'Indique si un jeton d’accès est valide',
    description: 'Répond true quand le jeton (paramètre token, sinon en-tête bearer) est valide et le compte actif.',
    query: validateQuerySchema,
    responses: { 200: z.boolean() },
    errors: [],
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/auth/deconnexion',
    summary: 'Déconnexion : révoque la chaîne du jeton de rafraîchissement',
    description:
      'Révoque la chaîne du jeton de rafraîchissement et met fin aux jetons d’accès du compte, sur tous les serveurs.',
    body: logoutRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [400],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/auth/confirmation',
    summary: 'Confirme un compte (jeton de confirmation en bearer)',
    description: 'Jeton de confirmation reçu par e-mail, en en-tête bearer (ou champ token) ; usage unique, 48 h.',
    body: confirmationRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429],
  }),
  requestReset: endpoint({
    method: 'POST',
    path: '/motdepasse',
    summary: 'Demande de réinitialisation du mot de passe',
    description: 'Répond toujours de la même façon ; envoie un lien (1 h, usage unique) si le compte existe.',
    body: resetRequestSchema,
    responses: { 202: messageResponseSchema },
    errors: [400, 429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-motdepasse',
    summary: 'Nouveau mot de passe avec le jeton de réinitialisation',
    description:
      'Jeton de réinitialisation en champ token ou en en-tête bearer. Toutes les sessions du compte sont fermées.',
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/modification-mdp',
    summary: 'Change son propre mot de passe (l’actuel est demandé)',
    roles: LOGGED_IN,
    // Staff never choose someone else's password: they send a reset link (sendResetLink).
    owner: ownBody('utilisateurID', NO_EXEMPTION),
    account: accountBody('utilisateurID'),
    body: changePasswordSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  deactivate: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/desactivation/{id}',
    summary: 'Désactive un compte (le sien : le supprime) et révoque ses sessions',
    description:
      'Désactive le compte (SPEC §4 : la personne est ensuite déconnectée) et révoque tous ses jetons de rafraîchissement. Sur son propre compte, c’est une suppression : effacement définitif après ERASURE_GRACE_DAYS jours (30 par défaut) sauf nouvelle connexion, ou tout de suite par le lien envoyé par e-mail.',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [401, 403, 404],
  }),
  sendResetLink: endpoint({
    method: 'POST',
    path: '/api/admin/{id}/lien-reinitialisation',
    summary: 'Envoie à la personne un lien pour choisir un nouveau mot de passe',
    description:
      'Le personnel ne choisit jamais le mot de passe d’une autre personne : il lui envoie ce lien (1 h, usage unique).',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [401, 403, 404],
  }),
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/api/captcha/challenge',
    summary: 'Défi anti-robot (ALTCHA) ou clé de site reCAPTCHA',
    description:
      'Défi ALTCHA v2 (sa solution, la charge utile base64 du widget, va dans le champ captcha), ou clé de site reCAPTCHA v3 (le jeton va dans le champ captcha).',
    responses: { 200: captchaChallengeSchema },
    errors: [],
  }),

  // LinkedIn (OpenID Connect): the browser goes there and back, then the page exchanges a one-time code.
  linkedinStatus: endpoint({
    method: 'GET',
    path: '/auth/linkedin/statut',
    summary: 'Indique si la connexion avec LinkedIn est configurée',
    description: 'Indique si la connexion avec LinkedIn est configurée (le bouton n’est montré que dans ce cas).',
    responses: { 200: z.object({ configured: z.boolean() }) },
    errors: [],
  }),
  linkedin: endpoint({
    method: 'GET',
    path: '/auth/linkedin',
    summary: 'Redirige vers LinkedIn (OpenID Connect)',
    description: 'Redirige le navigateur vers LinkedIn (code + PKCE, state et nonce).',
    responses: {},
    errors: [],
  }),
  linkedinCallback: endpoint({
    method: 'GET',
    path: '/auth/linkedin/callback',
    summary: 'Retour de LinkedIn : trouve ou crée le compte',
    description:
      'Retour de LinkedIn : retrouve le compte par son e-mail vérifié ou crée un compte actif EN_RECHERCHE_EMPLOI, puis redirige vers /linkedin/{code à usage unique} (échec : /connexion?linkedin=erreur|inactif).',
    responses: {},
    errors: [],
  }),
  linkedinExchange: endpoint({
    method: 'POST',
    path: '/auth/linkedin/echange',
    summary: 'Échange le code à usage unique LinkedIn contre une session',
    description: 'Échange le code à usage unique (2 min) reçu sur /linkedin/{code} contre une session.',
    body: linkedinExchangeSchema,
    responses: { 200: linkedinSignInAnswerSchema },
    errors: [401],
  }),

  // Second factor (TOTP): the sign-in's second step is public (its step token names the account), the settings are
  // the caller's own, and staff reset someone else's within the rank rule.
  stepVerification: endpoint({
    method: 'POST',
    path: '/auth/double-authentification/verification',
    summary: 'Second temps de la connexion : code de l’application ou code de secours',
    description:
      'Code à 6 chiffres de l’application ou code de secours (usage unique), avec le jeton d’étape de la connexion. Un code déjà accepté (même pas de 30 secondes) est refusé. Ralenti par compte comme les mots de passe. seSouvenir : l’appareil ne demande plus de code pendant 30 jours (cookie httpOnly).',
    body: secondStepCodeSchema,
    responses: { 200: loginResponseSchema },
    errors: [400, 401, 429],
  }),
  stepEnrolment: endpoint({
    method: 'POST',
    path: '/auth/double-authentification/enrolement',
    summary: 'Second temps de la connexion : QR code de la double authentification à configurer',
    description:
      'Pour un compte dont le rôle exige la double authentification et qui ne l’a pas encore : un nouveau secret, son adresse otpauth:// en QR code (image PNG) et en clair.',
    body: secondStepEnrolmentSchema,
    responses: { 200: totpEnrolmentSchema },
    errors: [400, 401, 429],
  }),
  stepActivation: endpoint({
    method: 'POST',
    path: '/auth/double-authentification/activation',
    summary: 'Second temps de la connexion : confirme la double authentification par un premier code',
    description:
      'Confirme la double authentification par un premier code, ouvre la session et donne une seule fois les 10 codes de secours.',
    body: secondStepActivationSchema,
    responses: { 200: activatedSessionSchema },
    errors: [400, 401, 429],
  }),
  secondFactor: endpoint({
    method: 'GET',
    path: '/api/double-authentification',
    summary: 'État de sa double authentification',
    roles: LOGGED_IN,
    responses: { 200: secondFactorStatusSchema },
    errors: [401],
  }),
  startEnrolment: endpoint({
    method: 'POST',
    path: '/api/double-authentification/enrolement',
    summary: 'Commence la configuration de sa double authentification (QR code et clé)',
    description: 'Un nouveau secret en attente de son premier code (remplace une configuration inachevée).',
    roles: LOGGED_IN,
    responses: { 200: totpEnrolmentSchema },
    errors: [400, 401],
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/double-authentification/activation',
    summary: 'Active sa double authentification par un premier code',
    description: 'Le premier code active la double authentification ; les 10 codes de secours ne sont montrés qu’ici.',
    roles: LOGGED_IN,
    body: codeBodySchema,
    responses: { 200: recoveryCodesSchema },
    errors: [400, 401, 429],
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/double-authentification/desactivation',
    summary: 'Désactive sa double authentification (avec un code)',
    description:
      'Avec un code de l’application ; refusé quand le rôle l’exige. Les codes de secours et les appareils retenus sont oubliés.',
    roles: LOGGED_IN,
    body: codeBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 429],
  }),
  regenerateRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/double-authentification/codes-secours',
    summary: 'Remplace ses codes de secours (avec un code)',
    description: 'Avec un code de l’application : 10 nouveaux codes de secours remplacent les anciens.',
    roles: LOGGED_IN,
    body: codeBodySchema,
    responses: { 200: recoveryCodesSchema },
    errors: [400, 401, 429],
  }),
  staffSecondFactor: endpoint({
    method: 'GET',
    path: '/api/admin/{id}/double-authentification',
    summary: 'Indique si une personne a configuré sa double authentification',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    responses: { 200: staffSecondFactorSchema },
    errors: [401, 403, 404],
  }),
  resetSecondFactor: endpoint({
    method: 'DELETE',
    path: '/api/admin/{id}/double-authentification',
    summary: 'Réinitialise la double authentification d’une personne',
    description:
      'Pour une personne qui a perdu son téléphone et ses codes de secours : sa double authentification est effacée (secret, codes, appareils retenus) et lui sera redemandée à la connexion si son rôle l’exige. Qui l’a fait est écrit au journal des accès de la personne.',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [401, 403, 404],
  }),
};
