// Payloads and answers of the account calls (SPEC §7 Authentication), with the password policy the web forms reuse.
import { z } from 'zod';
import { AUTH_TYPE } from '../constants';
import { roleSchema } from './roles';

/** French answers of the account calls. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'E-mail ou mot de passe incorrect, ou compte pas encore confirmé.',
  captchaFailed: 'La vérification anti-robot a échoué. Merci de réessayer.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  confirmationInvalid: 'Ce lien de confirmation est invalide, déjà utilisé ou expiré.',
  confirmed: 'Votre compte est confirmé. Vous pouvez vous connecter.',
  resetRequested: 'Si un compte correspond à cette adresse, un e-mail de réinitialisation vient d’être envoyé.',
  resetInvalid: 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré.',
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  currentPasswordRequired: 'Merci de saisir votre mot de passe actuel.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  refreshInvalid: 'Votre session a expiré. Merci de vous reconnecter.',
  loggedOut: 'Vous êtes déconnecté.',
  linkedinUnavailable: 'La connexion avec LinkedIn n’est pas configurée.',
  linkedinCodeInvalid: 'Ce lien de connexion LinkedIn est invalide ou expiré. Merci de recommencer.',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
/** argon2 hashes whatever it is given; a bound keeps one request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 128;

const PASSWORD_RULES: readonly { test: (p: string) => boolean; missing: string }[] = [
  { test: (p) => p.length >= PASSWORD_MIN_LENGTH, missing: `au moins ${PASSWORD_MIN_LENGTH} caractères` },
  { test: (p) => /\p{Ll}/u.test(p), missing: 'une lettre minuscule' },
  { test: (p) => /\p{Lu}/u.test(p), missing: 'une lettre majuscule' },
  { test: (p) => /\p{Nd}/u.test(p), missing: 'un chiffre' },
];

const joinFrench = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;

/** What a password lacks under the policy, in French; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.missing);
}

/** French sentence naming what the password lacks, or null when it is acceptable. */
export function describePasswordProblems(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères.`;
  }
  const missing = passwordProblems(password);
  return missing.length ? `Le mot de passe doit contenir ${joinFrench(missing)}.` : null;
}

/** A new password: at least 10 characters with a lower-case letter, an upper-case letter and a digit. */
export const passwordSchema = z.string().superRefine((value, ctx) => {
  const problem = describePasswordProblems(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An e-mail address, trimmed and lower-cased (addresses are unique whatever their case). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'L’adresse e-mail est trop longue.')
  .pipe(z.email('L’adresse e-mail est invalide.'));

/** The bot-protection answer: an ALTCHA payload or a reCAPTCHA token; optional only when protection is off. */
export const captchaFieldSchema = z.string().max(20_000).optional();

/** A password someone types to prove who they are: no policy, only a bound. */
const currentPasswordSchema = z
  .string()
  .min(1, 'Le mot de passe est obligatoire.')
  .max(PASSWORD_MAX_LENGTH, 'Mot de passe invalide.');

export const loginRequestSchema = z.object({
  email: emailSchema,
  motDePasse: currentPasswordSchema,
  captcha: captchaFieldSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** DESIGN, API conventions: the login answer. */
export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  typeToken: z.literal(AUTH_TYPE),
  role: roleSchema,
  id: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const logoutRequestSchema = refreshRequestSchema;

export const validateQuerySchema = z.object({ token: z.string().max(4000).optional() });

export const resetRequestSchema = z.object({ email: emailSchema, captcha: captchaFieldSchema });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** POST /reset-motdepasse: the token comes in the body, as a bearer header, or both. */
export const resetPasswordSchema = z.object({
  motDePasse: passwordSchema,
  token: z.string().max(200).optional(),
  captcha: captchaFieldSchema,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/**
 * PUT /api/utilisateur/modification-mdp: the current password is needed unless staff act on another account. Every
 * other session of the account ends; sending one's own `refreshToken` keeps that session signed in.
 */
export const changePasswordSchema = z.object({
  utilisateurID: z.coerce.number().int().positive(),
  motDePasse: passwordSchema,
  ancienMotDePasse: currentPasswordSchema.optional(),
  refreshToken: z.string().max(200).optional(),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const linkedinExchangeSchema = z.object({ code: z.string().min(1).max(200) });

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * GET /api/captcha/challenge: what the browser needs to run the configured bot protection. For ALTCHA the answer is
 * the v2 challenge itself (parameters, signature), so the widget can fetch it directly; its solution goes back as the
 * `captcha` field (the widget's base64 payload).
 */
export const captchaChallengeSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  z.object({ provider: z.literal('none') }),
]);
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
