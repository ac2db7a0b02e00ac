// The three- and six-month follow-ups: the learner's answer through the signed link of her e-mail (no sign-in), and
// the staff's list of learners who did not answer.
import { z } from 'zod';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_STAGES, OUTCOME_SITUATIONS, OUTCOME_SOURCES } from '../outcomes';
import { optionalText } from './fields';
import { optionalDate } from './outcomes';

/** The link's two parts, as the e-mail gives them: the follow-up's number and its signature. */
export const followUpLinkSchema = z.object({
  id: z.coerce.number(FOLLOW_UP_MESSAGES.badLink).int(FOLLOW_UP_MESSAGES.badLink).positive(FOLLOW_UP_MESSAGES.badLink),
  signature: z
    .string(FOLLOW_UP_MESSAGES.badLink)
    .min(1, FOLLOW_UP_MESSAGES.badLink)
    .max(100, FOLLOW_UP_MESSAGES.badLink),
});
export type FollowUpLink = z.input<typeof followUpLinkSchema>;

/** The learner's answer: her situation, and for a job its employer and start date if she wishes. */
export const followUpAnswerSchema = followUpLinkSchema.extend({
  situation: z.enum(OUTCOME_SITUATIONS, FOLLOW_UP_MESSAGES.situationRequired),
  employeur: optionalText(200),
  dateDebut: optionalDate,
});
export type FollowUpAnswer = z.input<typeof followUpAnswerSchema>;

/** What the link's page shows: whom it asks, about which training, and the answer already recorded if any. */
export const followUpViewSchema = z.object({
  prenom: z.string(),
  formationNom: z.string(),
  etape: z.enum(FOLLOW_UP_STAGES),
  dateSortie: z.string(),
  reponse: z
    .object({
      situation: z.enum(OUTCOME_SITUATIONS),
      employeur: z.string().nullable(),
      dateDebut: z.string().nullable(),
      source: z.enum(OUTCOME_SOURCES),
    })
    .nullable(),
});
export type FollowUpView = z.infer<typeof followUpViewSchema>;

/** A learner who has not answered her follow-up e-mail FOLLOW_UP_REMINDER_DAYS days after it was sent. */
export const unansweredFollowUpSchema = z.object({
  inscriptionId: z.number().int(),
  apprenantId: z.number().int(),
  apprenantNom: z.string(),
  email: z.string(),
  sessionId: z.number().int(),
  formationNom: z.string(),
  dateDebutSession: z.string(),
  dateSortie: z.string(),
  conseillerId: z.number().int().nullable(),
  conseillerNom: z.string().nullable(),
  etape: z.enum(FOLLOW_UP_STAGES),
  envoyeLe: z.string(),
  relanceLe: z.string().nullable(),
});
export type UnansweredFollowUp = z.infer<typeof unansweredFollowUpSchema>;
