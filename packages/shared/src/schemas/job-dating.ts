// Job-dating events and their invitations (SPEC §3 Job dating and Invitation, §4, §5, §7 job-dating and invitationJD).
import { z } from 'zod';
import { INVITATION_STATES } from '../constants';
import { CANDIDATES, type Role } from '../roles';

export const JOB_DATING_MESSAGES = {
  notFound: 'JobDating introuvable.',
  dateRequired: 'La date est obligatoire.',
  invalidDate: 'La date du JobDating est invalide.',
  lieuRequired: 'Le lieu est obligatoire.',
  thematiqueRequired: 'La thématique est obligatoire.',
  invitationNotFound: 'Invitation introuvable.',
  notCandidate: 'Seul un candidat peut être invité à un JobDating.',
  alreadyInvited: 'Ce candidat est déjà invité à ce JobDating.',
  notYours: 'Cette invitation ne vous est pas adressée.',
  onlyInvitedAnswers: 'Seul le candidat invité peut accepter l’invitation.',
  notPending: 'Seule une invitation en attente peut être acceptée.',
  alreadyClosed: 'Cette invitation est déjà refusée ou annulée.',
} as const;

export const invitationStateSchema = z.enum(INVITATION_STATES);

/** French labels of the invitation states. */
export const INVITATION_STATE_LABELS: Record<(typeof INVITATION_STATES)[number], string> = {
  EN_ATTENTE: 'En attente',
  CONFIRMÉE: 'Confirmée',
  REFUSÉE: 'Refusée',
  ANNULEE: 'Annulée',
};

const requiredText = (message: string, max: number) => z.string().trim().min(1, message).max(max);

/** POST /api/job-dating: the date is an ISO date-time (SPEC §5); id and version are 0 on creation and ignored. */
export const jobDatingInputSchema = z.object({
  id: z.number().int().min(0).optional(),
  version: z.number().int().min(0).optional(),
  date: z
    .string({ error: JOB_DATING_MESSAGES.dateRequired })
    .min(1, JOB_DATING_MESSAGES.dateRequired)
    .refine((v) => !Number.isNaN(Date.parse(v)), JOB_DATING_MESSAGES.invalidDate),
  lieu: requiredText(JOB_DATING_MESSAGES.lieuRequired, 300),
  thematique: requiredText(JOB_DATING_MESSAGES.thematiqueRequired, 300),
  description: z.string().max(200_000).default(''),
});
export type JobDatingInput = z.input<typeof jobDatingInputSchema>;

/** PUT /api/job-dating: `version` is the optimistic lock. */
export const jobDatingUpdateSchema = jobDatingInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});
export type JobDatingUpdate = z.input<typeof jobDatingUpdateSchema>;

/** POST /api/job-dating/search-by-dto: each field given narrows the list (texts: contains, accents ignored). */
export const jobDatingSearchSchema = z.object({
  auteurId: z.number().int().positive().nullish(),
  lieu: z.string().trim().max(200).nullish(),
  thematique: z.string().trim().max(200).nullish(),
  description: z.string().trim().max(200).nullish(),
});
export type JobDatingSearch = z.infer<typeof jobDatingSearchSchema>;

export const jobDatingSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  date: z.string(),
  auteurId: z.number().int().nullable(),
  /** 'NOM Prénom' of the author, null when the account is gone. */
  auteur: z.string().nullable(),
  lieu: z.string(),
  thematique: z.string(),
  description: z.string(),
  /** Invitations sent, and how many were accepted. */
  invitations: z.number().int(),
  confirmees: z.number().int(),
});
export type JobDating = z.infer<typeof jobDatingSchema>;

/** POST /api/invitationJD/envoyer: invites one candidate (the state always starts EN_ATTENTE). */
export const invitationInputSchema = z.object({
  id: z.number().int().min(0).optional(),
  version: z.number().int().min(0).optional(),
  jobDatingId: z.number().int().positive(),
  candidatId: z.number().int().positive(),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** POST /api/invitationJD/search-by-dto: a candidate only ever gets their own invitations. */
export const invitationSearchSchema = z.object({
  jobDatingId: z.number().int().positive().nullish(),
  candidatId: z.number().int().positive().nullish(),
  etatInvitation: invitationStateSchema.nullish(),
});
export type InvitationSearch = z.infer<typeof invitationSearchSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  jobDatingId: z.number().int(),
  candidatId: z.number().int(),
  etatInvitation: invitationStateSchema,
  /** Marked by staff at the event, whatever the answer. */
  present: z.boolean(),
  version: z.number().int(),
  /** 'NOM Prénom' and e-mail of the candidate. */
  candidat: z.string(),
  candidatEmail: z.string(),
  /** The event, for lists and the details page. */
  jobDating: jobDatingSchema.omit({ invitations: true, confirmees: true }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** How many invitations one bulk invitation sends at most. */
export const BULK_INVITATION_MAX = 1000;

export const BULK_INVITATION_MESSAGES = {
  tooMany: (n: number) =>
    `Cette sélection compte ${n.toLocaleString('fr-FR')} candidats à inviter ; un envoi en compte au plus ` +
    `${BULK_INVITATION_MAX.toLocaleString('fr-FR')}. Affinez les filtres.`,
  tooManyIds: `Cochez au plus ${BULK_INVITATION_MAX} candidats par envoi.`,
  notCandidates: (names: string[]) =>
    `Seuls des candidats peuvent être invités à un JobDating : retirez ${names.join(', ')} de la sélection. ` +
    'Aucune invitation n’a été envoyée.',
  unknownIds: (ids: number[]) =>
    `${ids.length > 1 ? 'Ces comptes n’existent plus' : 'Ce compte n’existe plus'} (n° ${ids.join(', ')}) : ` +
    'retirez-les de la sélection. Aucune invitation n’a été envoyée.',
  roleNotCandidate: 'Filtrez sur un rôle de candidat.',
  nothingToInvite: 'Personne à inviter dans cette sélection.',
} as const;

/** « 198 invitations envoyées, 2 déjà invitées » */
export function bulkInvitationSummary(result: { envoyees: number; dejaInvitees: number }): string {
  const sent = `${result.envoyees} invitation${result.envoyees > 1 ? 's' : ''} envoyée${result.envoyees > 1 ? 's' : ''}`;
  if (!result.dejaInvitees) return sent;
  return `${sent}, ${result.dejaInvitees} déjà invitée${result.dejaInvitees > 1 ? 's' : ''}`;
}

const candidateRole = z.enum(CANDIDATES as [Role, ...Role[]], BULK_INVITATION_MESSAGES.roleNotCandidate);

/** The candidates a bulk invitation selects: those ticked (`candidatIds`) or, without ticks, those the filter keeps. */
export const bulkInvitationInputSchema = z.object({
  jobDatingId: z.number().int().positive(),
  candidatIds: z
    .array(z.number().int().positive())
    .max(BULK_INVITATION_MAX, BULK_INVITATION_MESSAGES.tooManyIds)
    .nullish(),
  filtre: z
    .object({
      role: candidateRole.nullish(),
      referentId: z.number().int().positive().nullish(),
      ville: z.string().trim().max(120).nullish(),
      competenceId: z.number().int().positive().nullish(),
    })
    .nullish(),
});
export type BulkInvitationInput = z.infer<typeof bulkInvitationInputSchema>;

export const bulkInvitationCandidateSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  role: z.enum(CANDIDATES as [Role, ...Role[]]),
  ville: z.string().nullable(),
  /** Already invited to this job dating (whatever the answer): skipped. */
  dejaInvite: z.boolean(),
});
export type BulkInvitationCandidate = z.infer<typeof bulkInvitationCandidateSchema>;

/** Who the selection reaches: one page of names, and the counts of the whole selection. */
export const bulkInvitationPreviewSchema = z.object({
  items: z.array(bulkInvitationCandidateSchema),
  totalElements: z.number().int(),
  aInviter: z.number().int(),
  dejaInvites: z.number().int(),
});
export type BulkInvitationPreview = z.infer<typeof bulkInvitationPreviewSchema>;

export const bulkInvitationResultSchema = z.object({
  envoyees: z.number().int(),
  dejaInvitees: z.number().int(),
  message: z.string(),
});
export type BulkInvitationResult = z.infer<typeof bulkInvitationResultSchema>;
