// The second factor of sign-in without zod: French answers and constants, for the API and the web's screens alike.
import type { Role } from './roles';
import { STAFF } from './roles';
import type { SecondStepAnswer } from './schemas/second-factor';

/** Roles that must use a second factor when it is required (NODE_ENV=production or STAFF_MFA=required). */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly Role[] = STAFF;
export const RECOVERY_CODE_COUNT = 10;
/** Days a device where the person ticked « Se souvenir de cet appareil » skips the code. */
export const REMEMBER_DEVICE_DAYS = 30;
/** The httpOnly cookie that holds a remembered device's token (sent to the /auth calls only). */
export const REMEMBER_DEVICE_COOKIE = 'tremplin_appareil';
/** What the authenticator app shows: 6 digits, a new code every 30 seconds (RFC 6238 defaults). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** What sign-in still needs after a right password: a code, or setting the second factor up first. */
export const SECOND_STEPS = ['code', 'enrolement'] as const;
export type SecondStep = (typeof SECOND_STEPS)[number];

export const SECOND_FACTOR_MESSAGES = {
  codeStep: 'Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de secours.',
  enrolmentStep:
    'La double authentification est obligatoire pour votre rôle : configurez-la maintenant pour terminer la connexion.',
  codeFormat: 'Le code doit contenir 6 chiffres, ou être un code de secours de 10 caractères.',
  codeWrong: 'Code incorrect. Vérifiez l’heure de votre téléphone et saisissez le code affiché en ce moment.',
  codeReplayed:
    'Ce code vient déjà d’être utilisé. Attendez le code suivant de votre application (il change toutes les 30 secondes).',
  recoveryCodeUsed: 'Ce code de secours a déjà été utilisé : chaque code ne sert qu’une fois.',
  stepExpired: 'Votre connexion a expiré. Merci de saisir à nouveau votre e-mail et votre mot de passe.',
  alreadyEnabled: 'La double authentification est déjà activée sur votre compte.',
  notEnabled: 'La double authentification n’est pas activée sur votre compte.',
  noEnrolment: 'Commencez par afficher le QR code, puis saisissez le code de votre application.',
  enabled: 'La double authentification est activée. Conservez vos codes de secours en lieu sûr.',
  disabled: 'La double authentification est désactivée.',
  requiredForRole: 'La double authentification est obligatoire pour votre rôle : elle ne peut pas être désactivée.',
  recoveryRegenerated: 'Vos nouveaux codes de secours sont prêts : les anciens ne fonctionnent plus.',
  resetOwn: 'Pour votre propre compte, passez par « Double authentification » dans votre menu.',
  reset: (email: string) =>
    `La double authentification de ${email} est réinitialisée : elle devra la configurer à nouveau.`,
} as const;

/** A recovery code as the person may type it: upper-cased, without spaces nor dashes. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
/** Six digits, spaces allowed (authenticator apps show « 123 456 »). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Whether sign-in's answer asks for a second step rather than opening the session (a type guard, without zod). */
export const isSecondStep = (answer: object): answer is SecondStepAnswer => 'secondFacteur' in answer;
