// Payloads and answers of the second-factor calls (enrolment, sign-in step, settings, staff reset).
import { z } from 'zod';
import { AUTH_TYPE } from '../constants';
import { isTotpCode, normaliseRecoveryCode, SECOND_FACTOR_MESSAGES, SECOND_STEPS } from '../second-factor';
import { loginResponseSchema } from './auth';
import { roleSchema } from './roles';
import { publicUserSchema } from './users-base';

/** A 6-digit code of the authenticator app or a 10-character recovery code, as typed. */
export const secondFactorCodeSchema = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeFormat })
  .trim()
  .max(20, SECOND_FACTOR_MESSAGES.codeFormat)
  .refine((code) => isTotpCode(code) || /^[A-Z0-9]{10}$/.test(normaliseRecoveryCode(code)), {
    message: SECOND_FACTOR_MESSAGES.codeFormat,
  });

/** A 6-digit code only (confirming an enrolment, disabling, new recovery codes). */
export const totpCodeSchema = z
  .string({ error: 'Le code doit contenir 6 chiffres.' })
  .trim()
  .max(20, 'Le code doit contenir 6 chiffres.')
  .refine(isTotpCode, { message: 'Le code doit contenir 6 chiffres.' });

/** The sign-in's answer when a second step is needed: no access token yet, a short-lived step token instead. */
export const secondStepAnswerSchema = z.object({
  secondFacteur: z.enum(SECOND_STEPS),
  /** Single use, 10 minutes: it names the account waiting for its second factor, and proves nothing else. */
  jeton: z.string(),
  message: z.string(),
});
export type SecondStepAnswer = z.infer<typeof secondStepAnswerSchema>;

/** POST /auth/connexion and the LinkedIn exchange: a session, or the second step it still needs. */
export const signInAnswerSchema = z.union([loginResponseSchema, secondStepAnswerSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** POST /auth/linkedin/echange: the session with the profile (`authToken` repeats `token`), or the second step. */
export const linkedinSignInAnswerSchema = z.union([
  z.object({
    authToken: z.string(),
    token: z.string(),
    refreshToken: z.string(),
    typeToken: z.literal(AUTH_TYPE),
    role: roleSchema,
    id: z.number().int(),
    profile: publicUserSchema,
  }),
  // A second factor to pass first (enabled, or required for the role): no session yet.
  secondStepAnswerSchema,
]);
export type LinkedinSignInAnswer = z.infer<typeof linkedinSignInAnswerSchema>;

const stepTokenSchema = z.string({ error: SECOND_FACTOR_MESSAGES.stepExpired }).min(1).max(200);
const rememberSchema = z.boolean().optional();

export const secondStepCodeSchema = z.object({
  jeton: stepTokenSchema,
  code: secondFactorCodeSchema,
  seSouvenir: rememberSchema,
});
export type SecondStepCode = z.infer<typeof secondStepCodeSchema>;

export const secondStepEnrolmentSchema = z.object({ jeton: stepTokenSchema });

export const secondStepActivationSchema = z.object({
  jeton: stepTokenSchema,
  code: totpCodeSchema,
  seSouvenir: rememberSchema,
});

/** What an authenticator app needs: the otpauth:// address as a QR code (PNG data URL) and the secret as text. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ message: z.string(), codesSecours: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The sign-in that ended an enrolment: the session and, once, the recovery codes. */
export const activatedSessionSchema = loginResponseSchema.extend({ codesSecours: z.array(z.string()) });
export type ActivatedSession = z.infer<typeof activatedSessionSchema>;

export const codeBodySchema = z.object({ code: totpCodeSchema });

export const secondFactorStatusSchema = z.object({
  active: z.boolean(),
  /** Required for this person's role in this installation: it cannot be disabled. */
  obligatoire: z.boolean(),
  codesSecoursRestants: z.number().int(),
  appareilsRetenus: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const staffSecondFactorSchema = z.object({ active: z.boolean() });
