// The dashboard's activity indicators (issue 36, item 3): applications by status and month, the funnel application →
// interview → offer → hired, days from enrolment to first interview, job-dating turnout and advisers' caseloads.
// Same filters as the six-month indicators (indicatorFilterSchema); definitions: decision record 0017.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants';

/** The funnel's stages, each implying the one before (decision 0017 maps the application statuses to them). */
export const FUNNEL_STAGES = ['CANDIDATURE', 'ENTRETIEN', 'OFFRE', 'EMBAUCHE'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  CANDIDATURE: 'Candidatures',
  ENTRETIEN: 'Entretiens',
  OFFRE: 'Offres',
  EMBAUCHE: 'Embauches',
};

/** The indicators that have a chart, a table and a CSV export, by the name their address uses. */
export const ACTIVITY_INDICATORS = [
  'candidatures',
  'entonnoir',
  'premier-entretien',
  'job-datings',
  'portefeuilles',
] as const;
export type ActivityIndicator = (typeof ACTIVITY_INDICATORS)[number];
export const ACTIVITY_INDICATOR_LABELS: Record<ActivityIndicator, string> = {
  candidatures: 'Candidatures par statut et par mois',
  entonnoir: 'Parcours candidature → entretien → offre → embauche',
  'premier-entretien': 'Délai entre l’entrée en formation et le premier entretien',
  'job-datings': 'Participation aux JobDatings',
  portefeuilles: 'Portefeuille des conseillers',
};
/** Days without contact after which an active learner is flagged in her adviser's caseload. */
export const CASELOAD_SILENCE_DAYS = 30;

const count = z.number().int();
const rate = z.number().nullable();

export const applicationsByMonthSchema = z.object({
  le: z.string(),
  /** 'YYYY-MM', oldest first, every month of the span (months without applications have zeros). */
  mois: z.array(
    z.object({
      mois: z.string(),
      total: count,
      /** Every status, with 0 when none: the status each application has today. */
      parStatut: z.record(z.enum(APPLICATION_STATUSES), count),
    }),
  ),
  total: count,
});
export type ApplicationsByMonth = z.infer<typeof applicationsByMonthSchema>;

export const funnelSchema = z.object({
  le: z.string(),
  /** Each stage with its number, its share of the stage before and of all applications. */
  etapes: z.array(
    z.object({ etape: z.enum(FUNNEL_STAGES), nombre: count, tauxEtapePrecedente: rate, tauxCandidatures: rate }),
  ),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const firstInterviewSchema = z.object({
  le: z.string(),
  /** Enrolments that started in the period. */
  inscriptions: count,
  /** Of which the learner had an interview on or after the entry day (up to the reading day). */
  avecEntretien: count,
  /** Median days from entry to the first such interview; null when none. */
  medianeJours: z.number().nullable(),
});
export type FirstInterview = z.infer<typeof firstInterviewSchema>;

const turnout = {
  invites: count,
  confirmes: count,
  presents: count,
  /** Present without having confirmed (walk-ins the staff marked). */
  presentsSansConfirmation: count,
  tauxConfirmation: rate,
  tauxPresence: rate,
};
export const jobDatingTurnoutSchema = z.object({
  le: z.string(),
  ...turnout,
  evenements: z.array(z.object({ id: z.number().int(), date: z.string(), thematique: z.string(), ...turnout })),
});
export type JobDatingTurnout = z.infer<typeof jobDatingTurnoutSchema>;

export const caseloadSchema = z.object({
  le: z.string(),
  conseillers: z.array(
    z.object({
      /** Null: sessions without an adviser. */
      conseillerId: z.number().int().nullable(),
      conseiller: z.string(),
      actifs: count,
      sansContact: count,
    }),
  ),
  actifs: count,
  sansContact: count,
});
export type Caseload = z.infer<typeof caseloadSchema>;

export const activityIndicatorParams = z.object({
  indicateur: z.enum(
    ACTIVITY_INDICATORS,
    'L’indicateur est candidatures, entonnoir, premier-entretien, job-datings ou portefeuilles.',
  ),
});

/** PUT invitationJD/:id/presence: staff mark at the event whether the candidate came. */
export const attendanceInputSchema = z.object({
  present: z.boolean('Indiquez si la personne est présente (vrai ou faux).'),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;
