// Training programmes, their sessions, learners' enrolments, their situation after the training (at exit, three
// and six months later) and the indicators France Travail and Qualiopi (indicator 2) read from them.
import { z } from 'zod';
import { EXIT_REASONS, OUTCOME_SITUATIONS, OUTCOME_SOURCES, OUTCOME_STAGES, PROGRAMME_KINDS } from '../outcomes';
import { blankToUndefined, optionalText } from './fields';

export const OUTCOMES_MESSAGES = {
  programmeNotFound: 'Cette formation est introuvable.',
  sessionNotFound: 'Cette session est introuvable.',
  enrolmentNotFound: 'Cette inscription est introuvable.',
  outcomeNotFound: 'Cette situation est introuvable.',
  learnerNotFound: 'Cet apprenant est introuvable (seuls les comptes candidats peuvent être inscrits).',
  adviserNotFound: 'Ce conseiller est introuvable (choisissez un membre de l’équipe).',
  alreadyEnrolled: 'Cette personne est déjà inscrite à cette session.',
  nameRequired: 'Le nom est obligatoire.',
  endBeforeStart: 'La date de fin précède la date de début.',
  exitBeforeEntry: 'La date de sortie précède la date d’entrée.',
  exitReasonRequired: 'Indiquez le motif de sortie avec la date de sortie.',
  exitDateRequired: 'Indiquez la date de sortie avec le motif de sortie.',
  abandonDetailRequired: 'Indiquez la raison de l’abandon.',
  notExited: 'Enregistrez d’abord la sortie de l’apprenant.',
  contractEndBeforeStart: 'La fin du contrat précède son début.',
  invalidDate: 'La date est invalide (aaaa-mm-jj).',
  sessionHasEnrolments: 'Cette session a des inscrits : retirez-les d’abord.',
  programmeHasSessions: 'Cette formation a des sessions : supprimez-les d’abord.',
} as const;

export const isoDate = z
  .string(OUTCOMES_MESSAGES.invalidDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, OUTCOMES_MESSAGES.invalidDate)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, OUTCOMES_MESSAGES.invalidDate);
export const optionalDate = z.preprocess(
  (v) => (v === '' ? null : v),
  isoDate.nullish().transform((v) => v ?? null),
);
const optionalDateFilter = z.preprocess(blankToUndefined, isoDate.optional());
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

// Programmes
export const programmeInputSchema = z.object({
  nom: z.string(OUTCOMES_MESSAGES.nameRequired).trim().min(1, OUTCOMES_MESSAGES.nameRequired).max(200),
  type: z.enum(PROGRAMME_KINDS, 'Le type de formation est inconnu.'),
});
export type ProgrammeInput = z.input<typeof programmeInputSchema>;

export const programmeSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.enum(PROGRAMME_KINDS),
  sessions: z.number().int(),
  inscrits: z.number().int(),
  /** Shown on the public page « Nos résultats ». */
  publie: z.boolean(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** PUT formations/{id}/publication (administrators). */
export const publicationInputSchema = z.object({ publie: z.boolean('publie vaut true ou false.') });

// Sessions
export const sessionInputSchema = z
  .object({
    dateDebut: isoDate,
    dateFin: isoDate,
    lieu: optionalText(200),
    conseillerId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((s) => s.dateFin >= s.dateDebut, { message: OUTCOMES_MESSAGES.endBeforeStart, path: ['dateFin'] });
export type SessionInput = z.input<typeof sessionInputSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  formationId: z.number().int(),
  formationNom: z.string(),
  formationType: z.enum(PROGRAMME_KINDS),
  dateDebut: z.string(),
  dateFin: z.string(),
  lieu: z.string().nullable(),
  conseillerId: z.number().int().nullable(),
  conseillerNom: z.string().nullable(),
  inscrits: z.number().int(),
});
export type TrainingSession = z.infer<typeof sessionSchema>;

export const programmeDetailSchema = programmeSchema.extend({ listeSessions: z.array(sessionSchema) });
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>;

// Outcomes
export const outcomeInputSchema = z
  .object({
    situation: z.enum(OUTCOME_SITUATIONS, 'La situation est inconnue.'),
    employeur: optionalText(200),
    dateDebut: optionalDate,
    /** Last day of the contract (CDD, intérim). */
    dateFin: optionalDate,
    /** Length of the contract in months when its end date is not known. */
    dureeMois: z
      .number()
      .int()
      .min(0)
      .max(600)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((o) => !o.dateDebut || !o.dateFin || o.dateFin >= o.dateDebut, {
    message: OUTCOMES_MESSAGES.contractEndBeforeStart,
    path: ['dateFin'],
  });
export type OutcomeInput = z.input<typeof outcomeInputSchema>;

export const outcomeSchema = z.object({
  etape: z.enum(OUTCOME_STAGES),
  situation: z.enum(OUTCOME_SITUATIONS),
  employeur: z.string().nullable(),
  dateDebut: z.string().nullable(),
  dateFin: z.string().nullable(),
  dureeMois: z.number().int().nullable(),
  /** Who gave it: EQUIPE (staff) or APPRENANT (the learner, through her follow-up e-mail). */
  source: z.enum(OUTCOME_SOURCES),
  majLe: z.string(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

// Enrolments
export const enrolmentInputSchema = z.object({
  apprenantId: z.number().int().positive(),
  dateEntree: isoDate,
});
export type EnrolmentInput = z.input<typeof enrolmentInputSchema>;

/** The entry, and the exit: a date and a reason together, a detail required for an early leave. */
export const enrolmentUpdateSchema = z
  .object({
    dateEntree: isoDate,
    dateSortie: optionalDate,
    motifSortie: z
      .enum(EXIT_REASONS, 'Le motif de sortie est inconnu.')
      .nullish()
      .transform((v) => v ?? null),
    detailSortie: optionalText(500),
  })
  .superRefine((e, ctx) => {
    if (e.dateSortie && !e.motifSortie)
      ctx.addIssue({ code: 'custom', message: OUTCOMES_MESSAGES.exitReasonRequired, path: ['motifSortie'] });
    if (!e.dateSortie && e.motifSortie)
      ctx.addIssue({ code: 'custom', message: OUTCOMES_MESSAGES.exitDateRequired, path: ['dateSortie'] });
    if (e.dateSortie && e.dateSortie < e.dateEntree)
      ctx.addIssue({ code: 'custom', message: OUTCOMES_MESSAGES.exitBeforeEntry, path: ['dateSortie'] });
    if (e.motifSortie === 'ABANDON' && !e.detailSortie)
      ctx.addIssue({ code: 'custom', message: OUTCOMES_MESSAGES.abandonDetailRequired, path: ['detailSortie'] });
  });
export type EnrolmentUpdate = z.input<typeof enrolmentUpdateSchema>;

export const enrolmentSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  apprenantId: z.number().int(),
  apprenantNom: z.string(),
  dateEntree: z.string(),
  dateSortie: z.string().nullable(),
  motifSortie: z.enum(EXIT_REASONS).nullable(),
  detailSortie: z.string().nullable(),
  situations: z.array(outcomeSchema),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const sessionDetailSchema = sessionSchema.extend({ inscriptions: z.array(enrolmentSchema) });
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

/** A learner's own enrolments, read-only. */
export const myEnrolmentSchema = enrolmentSchema.extend({
  formationNom: z.string(),
  formationType: z.enum(PROGRAMME_KINDS),
  dateDebut: z.string(),
  dateFin: z.string(),
  lieu: z.string().nullable(),
  conseillerNom: z.string().nullable(),
});
export type MyEnrolment = z.infer<typeof myEnrolmentSchema>;

export const learnerOptionSchema = z.object({ id: z.number().int(), nom: z.string(), email: z.string() });
export type LearnerOption = z.infer<typeof learnerOptionSchema>;
export const learnerSearchSchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});

// Indicators
export const indicatorFilterSchema = z.object({
  /** Exits from this day (inclusive). */
  du: optionalDateFilter,
  /** Exits up to this day (inclusive). */
  au: optionalDateFilter,
  formationId: optionalId,
  sessionId: optionalId,
  conseillerId: optionalId,
  /** The day the indicators are read on (default: today): only exits whose six months have passed count. */
  le: optionalDateFilter,
});
export type IndicatorFilter = z.input<typeof indicatorFilterSchema>;

const count = z.number().int();
/** A share in percent with one decimal, null when its denominator is 0. */
const rate = z.number().nullable();

export const indicatorsSchema = z.object({
  /** The day read on. */
  le: z.string(),
  /** Learners who exited in the period, six months ago or more (both reasons). */
  population: count,
  terminees: count,
  abandons: count,
  /** Access to employment within six months (any recorded situation). */
  acces: z.object({ reponses: count, tauxReponse: rate, enEmploi: count, taux: rate }),
  /** Situation six months after exit. */
  sixMois: z.object({
    reponses: count,
    tauxReponse: rate,
    enEmploi: count,
    taux: rate,
    parSituation: z.array(z.object({ situation: z.enum(OUTCOME_SITUATIONS), nombre: count, taux: rate })),
  }),
});
export type Indicators = z.infer<typeof indicatorsSchema>;

/** GET resultats: the published programmes' indicators, figures left out under PUBLIC_MIN_POPULATION learners. */
export const publicResultSchema = z.object({
  formationId: z.number().int(),
  formationNom: z.string(),
  formationType: z.enum(PROGRAMME_KINDS),
  /** First and last exit day of the population; null when nobody has passed six months yet. */
  periodeDu: z.string().nullable(),
  periodeAu: z.string().nullable(),
  population: z.number().int(),
  /** False when the population is under PUBLIC_MIN_POPULATION: the figures below are then null. */
  diffuse: z.boolean(),
  tauxAcces: z.number().nullable(),
  tauxEmploiSixMois: z.number().nullable(),
  tauxReponse: z.number().nullable(),
  /** When a situation was last recorded (ISO), or when the figures were read. */
  majLe: z.string(),
});
export type PublicResult = z.infer<typeof publicResultSchema>;
