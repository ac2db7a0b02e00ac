// Interviews (SPEC §3 Interview, §7 Interviews and DESIGN's documented calls beyond POST /api/entretien).
import { z } from 'zod';

export const INTERVIEW_MESSAGES = {
  notFound: 'Entretien introuvable.',
  invalidDate: 'La date de l’entretien est invalide.',
  invalidDuration: 'La durée doit être comprise entre 5 et 480 minutes.',
  notStaff: 'Le responsable de l’entretien doit être un membre du personnel.',
  notCandidate: 'L’entretien doit concerner un candidat.',
  applicationMismatch: 'Cette candidature n’appartient pas au candidat de l’entretien.',
} as const;

export const INTERVIEW_PERIODS = ['a-venir', 'passes'] as const;
export const interviewPeriodSchema = z.enum(INTERVIEW_PERIODS);
export type InterviewPeriod = z.infer<typeof interviewPeriodSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** POST /api/entretien: a missing date means now (SPEC §5). */
export const interviewInputSchema = z.object({
  utilisateurId: z.number().int().positive(),
  adminId: z.number().int().positive().nullish(),
  candidatureId: z.number().int().positive().nullish(),
  date: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), INTERVIEW_MESSAGES.invalidDate)
    .nullish()
    .or(z.literal('')),
  duree: z
    .number()
    .int()
    .min(5, INTERVIEW_MESSAGES.invalidDuration)
    .max(480, INTERVIEW_MESSAGES.invalidDuration)
    .optional(),
  lieu: optionalText(500),
  lien: optionalText(2000),
  commentaire: optionalText(5000),
});
export type InterviewInput = z.infer<typeof interviewInputSchema>;

/** PUT /api/entretien: the candidate is kept; `version` is the optimistic lock. */
export const interviewUpdateSchema = interviewInputSchema.omit({ utilisateurId: true }).extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});
export type InterviewUpdate = z.infer<typeof interviewUpdateSchema>;

export const interviewSchema = z.object({
  id: z.number().int(),
  utilisateurId: z.number().int(),
  adminId: z.number().int().nullable(),
  candidatureId: z.number().int().nullable(),
  date: z.string(),
  duree: z.number().int(),
  lieu: z.string().nullable(),
  lien: z.string().nullable(),
  commentaire: z.string().nullable(),
  version: z.number().int(),
  /** 'NOM Prénom' of both parties, and the application's 'poste — entreprise'. */
  candidat: z.string(),
  responsable: z.string().nullable(),
  candidature: z.string().nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** A staff member one may choose as the interviewer. */
export const staffOptionSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  role: z.string(),
});
export type StaffOption = z.infer<typeof staffOptionSchema>;

/** The staff agenda's tabs: today (Paris), after today soonest first, before today latest first. */
export const AGENDA_PERIODS = ['aujourdhui', 'a-venir', 'passes'] as const;
export const agendaPeriodSchema = z.enum(AGENDA_PERIODS);
export type AgendaPeriod = z.infer<typeof agendaPeriodSchema>;

/** A row of the staff agenda: the interview, the candidate's referent adviser, and whether the candidate waits now. */
export const agendaEntrySchema = interviewSchema.extend({
  referentId: z.number().int().nullable(),
  referent: z.string().nullable(),
  enAttente: z.boolean(),
});
export type AgendaEntry = z.infer<typeof agendaEntrySchema>;
