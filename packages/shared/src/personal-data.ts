// Personal data in the person's own hands: export, erasure, retention, consent and sign-in history (GDPR art. 15, 17, 20).
import { z } from 'zod';

export const PERSONAL_DATA_MESSAGES = {
  erasureRequested: (days: number) =>
    `Votre compte a été désactivé. Il sera effacé définitivement dans ${days} jours, sauf si vous vous reconnectez d’ici là. Un e-mail vous permet de l’effacer dès maintenant.`,
  erasureConfirmed: 'Votre compte et vos données ont été effacés définitivement.',
  erasureLinkInvalid: 'Ce lien d’effacement est invalide, a déjà servi ou a expiré.',
  erasedByStaff: 'Le compte et ses données ont été effacés définitivement.',
  retentionExtended: 'La conservation du compte a été prolongée.',
  consentSaved: 'Votre choix sur le vivier de talents est enregistré.',
  reasonRequired: 'Indiquez le motif (3 caractères au moins).',
  selfErase: 'Vous ne pouvez pas effacer votre propre compte depuis la gestion des utilisateurs.',
} as const;

export const reasonSchema = z.object({
  motif: z
    .string()
    .trim()
    .min(3, PERSONAL_DATA_MESSAGES.reasonRequired)
    .max(500, 'Le motif est trop long (500 caractères au plus).'),
});
export type Reason = z.infer<typeof reasonSchema>;

export const erasureConfirmationSchema = z.object({
  token: z.string().min(1, PERSONAL_DATA_MESSAGES.erasureLinkInvalid).max(200),
});

export const talentPoolConsentSchema = z.object({ accepte: z.boolean('Répondez par oui ou par non.') });

export const consentRecordSchema = z.object({ accepte: z.boolean(), texte: z.string(), date: z.string() });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const signInRecordSchema = z.object({ date: z.string(), adresse: z.string(), appareil: z.string() });
export type SignInRecord = z.infer<typeof signInRecordSchema>;

/** What the person sees of their own data: the talent-pool answer, its history and the sign-in history. */
export const personalDataSummarySchema = z.object({
  consentementVivier: z.boolean(),
  consentements: z.array(consentRecordSchema),
  connexions: z.array(signInRecordSchema),
  /** When the account is due to be erased (a pending erasure, else the end of the retention period). */
  effacementPrevuLe: z.string(),
  effacementDemande: z.boolean(),
});
export type PersonalDataSummary = z.infer<typeof personalDataSummarySchema>;

/** The settings in force, for the privacy section of /mentions. */
export const privacySettingsSchema = z.object({
  delaiEffacementJours: z.number().int(),
  conservationMois: z.number().int(),
  preavisJours: z.number().int(),
  texteConsentementVivier: z.string(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
