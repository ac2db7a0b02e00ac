// Payloads and answers of the account calls (SPEC §7 Authentication); the policy they apply is in ../auth.ts.
import { z } from 'zod';
import { describePasswordProblems, PASSWORD_MAX_LENGTH } from '../auth';
import { AUTH_TYPE } from '../constants';
import { roleSchema } from './roles';

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

/** POST /auth/confirmation: empty (SPEC: the token comes as bearer), or the token in a field. */
export const confirmationRequestSchema = z.object({ token: z.string().max(200).optional() }).nullish();

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
