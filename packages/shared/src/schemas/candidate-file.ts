// The candidate file (/admin/candidat/{uid}): one person's follow-up for staff, each section read and paged on its own
// (GET /api/dossier/{id}[/section]). Staff only, within the rank rule (docs/decisions/0005).
import { z } from 'zod';
import { APPLICATION_STATUSES, FILE_KINDS, INVITATION_STATES, VISIBILITY } from '../constants';
import { pagedSchema } from '../errors';
import { roleSchema } from './roles';

/** Rows per page of each section. */
export const CANDIDATE_FILE_PAGE_SIZE = 10;
/** The largest page a section answers. */
export const CANDIDATE_FILE_MAX_SIZE = 50;

export const CANDIDATE_FILE_SECTIONS = [
  'candidatures',
  'entretiens',
  'notes',
  'invitations',
  'messages',
  'fichiers',
  'chronologie',
] as const;
export type CandidateFileSection = (typeof CANDIDATE_FILE_SECTIONS)[number];

export const CANDIDATE_FILE_MESSAGES = {
  notFound: 'Ce compte est introuvable.',
} as const;

/** ?page= (zero-based) and ?size= of every section. */
export const candidateFilePageQuerySchema = z.object({
  page: z.coerce.number('La page est un nombre.').int().min(0, 'La page commence à 0.').max(100_000).default(0),
  size: z.coerce
    .number('La taille de page est un nombre.')
    .int()
    .min(1, 'Une page compte au moins 1 élément.')
    .max(CANDIDATE_FILE_MAX_SIZE, `Une page compte au plus ${CANDIDATE_FILE_MAX_SIZE} éléments.`)
    .default(CANDIDATE_FILE_PAGE_SIZE),
});
export type CandidateFilePageQuery = z.input<typeof candidateFilePageQuerySchema>;

/** Interviews: upcoming (soonest first) or past (latest first). */
export const candidateFileInterviewQuerySchema = candidateFilePageQuerySchema.extend({
  periode: z.enum(['a-venir', 'passes'], 'La période est a-venir ou passes.').default('a-venir'),
});

const personRef = z.object({ id: z.number().int(), nom: z.string(), prenom: z.string() });

/** Identity and status of the person. */
export const candidateFileSummarySchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  ville: z.string().nullable(),
  metier: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  visibilite: z.enum(VISIBILITY),
  admission: z.string().nullable(),
  commentaire: z.string().nullable(),
  tremplin: z.boolean(),
  referent: personRef.nullable(),
  dateCreation: z.string(),
  /** The latest sign-in, when one is still on record. */
  derniereConnexion: z.string().nullable(),
  /** A pending erasure, else the end of the retention period. */
  effacementPrevuLe: z.string(),
  effacementDemande: z.boolean(),
});
export type CandidateFileSummary = z.infer<typeof candidateFileSummarySchema>;

export const candidateFileApplicationSchema = z.object({
  id: z.number().int(),
  entreprise: z.string(),
  poste: z.string(),
  statut: z.enum(APPLICATION_STATUSES),
  /** The application's date ('YYYY-MM-DD'). */
  date: z.string(),
  dateCreation: z.string(),
  notes: z.number().int(),
});
export type CandidateFileApplication = z.infer<typeof candidateFileApplicationSchema>;

export const candidateFileInterviewSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  duree: z.number().int(),
  lieu: z.string().nullable(),
  enLigne: z.boolean(),
  responsable: z.string().nullable(),
  candidatureId: z.number().int().nullable(),
  candidature: z.string().nullable(),
});
export type CandidateFileInterview = z.infer<typeof candidateFileInterviewSchema>;

export const candidateFileNoteSchema = z.object({
  id: z.number().int(),
  titre: z.string(),
  /** The note's text without markup, cut to 300 characters. */
  extrait: z.string(),
  auteur: z.string().nullable(),
  date: z.string(),
  candidatureId: z.number().int(),
  candidature: z.string(),
  fichier: z.object({ nom: z.string(), mime: z.string(), taille: z.number().int() }).nullable(),
});
export type CandidateFileNote = z.infer<typeof candidateFileNoteSchema>;

export const candidateFileInvitationSchema = z.object({
  id: z.number().int(),
  etatInvitation: z.enum(INVITATION_STATES),
  jobDatingId: z.number().int(),
  thematique: z.string(),
  lieu: z.string(),
  /** The event's date. */
  date: z.string(),
  envoyeeLe: z.string(),
});
export type CandidateFileInvitation = z.infer<typeof candidateFileInvitationSchema>;

/** A message between the person and a staff member, seen from the person's side. */
export const candidateFileMessageSchema = z.object({
  id: z.number().int(),
  sujet: z.string(),
  /** The message's text without markup. */
  texte: z.string(),
  dateHeure: z.string(),
  /** recu: the person received it; envoye: the person wrote it. */
  sens: z.enum(['recu', 'envoye']),
  estLu: z.boolean(),
  /** The staff member on the other side; null once their account is erased. */
  interlocuteur: personRef.nullable(),
});
export type CandidateFileMessage = z.infer<typeof candidateFileMessageSchema>;

export const candidateFileFileSchema = z.object({
  id: z.number().int(),
  type: z.enum(FILE_KINDS),
  nom: z.string(),
  mime: z.string(),
  taille: z.number().int(),
  /** The key GET /api/media/fichier/{key} reads. */
  cle: z.string(),
  date: z.string(),
});
export type CandidateFileFile = z.infer<typeof candidateFileFileSchema>;

export const TIMELINE_KINDS = ['candidature', 'entretien', 'note', 'invitation', 'message', 'fichier'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const candidateFileEventSchema = z.object({
  type: z.enum(TIMELINE_KINDS),
  id: z.number().int(),
  date: z.string(),
  titre: z.string(),
  detail: z.string().nullable(),
});
export type CandidateFileEvent = z.infer<typeof candidateFileEventSchema>;

export const candidateFileApplicationPageSchema = pagedSchema(candidateFileApplicationSchema);
export const candidateFileInterviewPageSchema = pagedSchema(candidateFileInterviewSchema);
export const candidateFileNotePageSchema = pagedSchema(candidateFileNoteSchema);
export const candidateFileInvitationPageSchema = pagedSchema(candidateFileInvitationSchema);
export const candidateFileMessagePageSchema = pagedSchema(candidateFileMessageSchema);
export const candidateFileFilePageSchema = pagedSchema(candidateFileFileSchema);
export const candidateFileEventPageSchema = pagedSchema(candidateFileEventSchema);
export type CandidateFilePage<T> = { items: T[]; totalElements: number };
