// Job applications (SPEC §3 Application, §7 Applications and Admin): payloads, answers and the per-candidate totals.
import { z } from 'zod';
import { APPLICATION_STATUSES, CONTRACT_TYPES, DEFAULT_APPLICATION_DAYS_AHEAD } from '../constants';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const APPLICATION_STATUS_LABELS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  EN_ATTENTE: 'En attente',
  ENTRETIEN: 'Entretien',
  ACCEPTEE: 'Acceptée',
  REFUSEE: 'Refusée',
  SANS_REPONSE: 'Sans réponse',
};

export const APPLICATION_MESSAGES = {
  notFound: 'Candidature introuvable.',
  entrepriseRequired: 'L’entreprise est obligatoire.',
  posteRequired: 'Le poste est obligatoire.',
  invalidDate: 'La date doit être au format AAAA-MM-JJ.',
  invalidUrl: 'L’adresse de l’offre doit commencer par http:// ou https://.',
  candidatesRequired: 'Choisissez au moins un candidat.',
  unknownCandidates: 'Un ou plusieurs candidats sont introuvables : aucune candidature n’a été ajoutée.',
  notACandidate: 'Cette personne n’est pas un candidat.',
  unknownStaff: 'Ce membre du personnel est introuvable.',
  commentRequired: 'Le commentaire est vide.',
  dateRangeOrder: 'La date de début doit précéder la date de fin.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day 'YYYY-MM-DD'. */
export const applicationDateSchema = z
  .string()
  .regex(ISO_DATE, APPLICATION_MESSAGES.invalidDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), APPLICATION_MESSAGES.invalidDate);

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), APPLICATION_MESSAGES.invalidUrl)
  .nullish();

/** The date given on screen and on the server when none is chosen: today + 30 days (SPEC §5, §9). */
export function defaultApplicationDate(today: Date = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + DEFAULT_APPLICATION_DAYS_AHEAD);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const contactInputSchema = z.object({
  nom: z.string().trim().min(1, 'Le nom du contact est obligatoire.').max(200),
  prenom: optionalText(200),
  poste: optionalText(200),
  email: z
    .string()
    .trim()
    .max(320)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Adresse e-mail invalide.')
    .nullish(),
  telephone: optionalText(40),
  commentaire: optionalText(2000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string().nullable(),
  poste: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  commentaire: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const commentInputSchema = z.object({
  contenu: z.string().trim().min(1, APPLICATION_MESSAGES.commentRequired).max(5000),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  contenu: z.string(),
  dateHeure: z.string(),
  auteurId: z.number().int().nullable(),
  auteur: z.string().nullable(),
});
export type ApplicationComment = z.infer<typeof commentSchema>;

/** POST /api/candidature/utilisateur/{uid}, POST /api/admin/candidature/…: a missing date becomes today + 30 days. */
export const applicationInputSchema = z.object({
  entreprise: z.string().trim().min(1, APPLICATION_MESSAGES.entrepriseRequired).max(200),
  poste: z.string().trim().min(1, APPLICATION_MESSAGES.posteRequired).max(200),
  url: optionalUrl,
  typeDeContrat: z.enum(CONTRACT_TYPES).nullish(),
  detailsOffre: optionalText(10_000),
  reponse: optionalText(2000),
  date: z.union([z.literal(''), applicationDateSchema]).nullish(),
  acceptationOffre: z.boolean().optional(),
  commentaire: optionalText(5000),
  statueCandidature: applicationStatusSchema.optional(),
  /** The whole contact list: on update it replaces the stored one. */
  contacts: z.array(contactInputSchema).max(50).optional(),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

/** PUT /api/candidature/utilisateur/{uid}: `version` is the optimistic lock. */
export const applicationUpdateSchema = applicationInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

/** An interview as an application's details list it. */
export const applicationInterviewSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  duree: z.number().int(),
  lieu: z.string().nullable(),
});

export const applicationSummarySchema = z.object({
  id: z.number().int(),
  entreprise: z.string(),
  poste: z.string(),
  url: z.string().nullable(),
  typeDeContrat: z.enum(CONTRACT_TYPES).nullable(),
  detailsOffre: z.string().nullable(),
  reponse: z.string().nullable(),
  date: z.string(),
  dateCreation: z.string(),
  acceptationOffre: z.boolean(),
  commentaire: z.string().nullable(),
  statueCandidature: applicationStatusSchema,
  version: z.number().int(),
  adminId: z.number().int().nullable(),
  /** Null once the candidate is erased: the application stays, counted for a former member. */
  utilisateurId: z.number().int().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationSchema = applicationSummarySchema.extend({
  contacts: z.array(contactSchema),
  entretiens: z.array(applicationInterviewSchema),
  commentaires: z.array(commentSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListQuerySchema = z.object({ statut: applicationStatusSchema.optional() });

/** POST /api/admin/candidature-multiple: one offer to many candidates, all or nothing. */
export const applicationBatchSchema = z.object({
  candidatIds: z
    .array(z.number().int().positive())
    .min(1, APPLICATION_MESSAGES.candidatesRequired)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Un candidat est choisi deux fois.'),
  candidature: applicationInputSchema,
});
export type ApplicationBatch = z.infer<typeof applicationBatchSchema>;

/** A candidate a staff member can pick (batch add, interviews). */
export const candidateOptionSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  ville: z.string().nullable(),
});
export type CandidateOption = z.infer<typeof candidateOptionSchema>;

/** /compte-candidatures: the fields one may search, and the columns one may sort by. */
export const TOTALS_SEARCH_FIELDS = ['nom', 'prenom', 'email', 'ville', 'referent'] as const;
export const TOTALS_HEADERS = ['nom', 'prenom', 'email', 'ville', 'referent', 'total'] as const;
export const totalsSearchFieldSchema = z.enum(TOTALS_SEARCH_FIELDS);
export const totalsHeaderSchema = z.enum(TOTALS_HEADERS);
export const totalsDirectionSchema = z.enum(['asc', 'desc']);
export const TOTALS_NOT_AVAILABLE = 'N/A';

/**
 * One candidate's row: `ville` and `referent` read N/A when missing (SPEC §3 application-count row). The
 * applications of erased candidates make one row without id, named FORMER_MEMBER_LABEL.
 */
export const applicationTotalSchema = z.object({
  utilisateurId: z.number().int().nullable(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  ville: z.string(),
  referentCEFId: z.number().int(),
  referent: z.string(),
  total: z.number().int(),
});
export type ApplicationTotal = z.infer<typeof applicationTotalSchema>;
