// Likely duplicate accounts (docs/decisions/0020): the pairs detection records for staff, the side-by-side comparison,
// the dismissal and the merge, which carries each account's version as read on the comparison screen.
import { z } from 'zod';
import { VISIBILITY } from '../constants';
import { pagedSchema } from '../errors';
import { roleSchema } from './roles';

/** Why two accounts look like one person, as detection records it. */
export const DUPLICATE_REASONS = ['EMAIL', 'TELEPHONE', 'NOM_VILLE'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  EMAIL: 'même e-mail',
  TELEPHONE: 'même téléphone',
  NOM_VILLE: 'même nom, ville proche',
};

/** « Même téléphone, même nom, ville proche » : the reasons of a pair, as one sentence. */
export const duplicateReasonsText = (reasons: readonly DuplicateReason[]) => {
  const text = reasons.map((r) => DUPLICATE_REASON_LABELS[r]).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Rows per page of the pair list, and the largest page it answers. */
export const DUPLICATE_PAGE_SIZE = 20;
export const DUPLICATE_MAX_SIZE = 100;

/** The identity fields whose value staff choose, per field, when merging (the kept account's by default). */
export const DUPLICATE_MERGE_FIELDS = ['nom', 'prenom', 'telephone', 'ville', 'metier'] as const;
export type DuplicateMergeField = (typeof DUPLICATE_MERGE_FIELDS)[number];
export const DUPLICATE_FIELD_LABELS: Record<DuplicateMergeField, string> = {
  nom: 'Nom',
  prenom: 'Prénom',
  telephone: 'Téléphone',
  ville: 'Ville',
  metier: 'Métier',
};

/** What moves from one account to the other, counted on each side of the comparison. */
export const DUPLICATE_COUNT_KEYS = [
  'candidatures',
  'entretiens',
  'messages',
  'notes',
  'fichiers',
  'favoris',
  'invitations',
  'competences',
  'projets',
] as const;
export type DuplicateCountKey = (typeof DUPLICATE_COUNT_KEYS)[number];
export const DUPLICATE_COUNT_LABELS: Record<DuplicateCountKey, string> = {
  candidatures: 'Candidatures',
  entretiens: 'Entretiens',
  messages: 'Messages',
  notes: 'Notes',
  fichiers: 'Fichiers',
  favoris: 'Favoris',
  invitations: 'Invitations JobDating',
  competences: 'Compétences',
  projets: 'Projets du portfolio',
};

export const DUPLICATE_MESSAGES = {
  pairNotFound: 'Cette paire de comptes est introuvable.',
  pairClosed: 'Cette paire a déjà été traitée : rechargez la liste des doublons.',
  changed:
    'L’un des deux comptes a été modifié depuis l’ouverture de la comparaison : rien n’a été fusionné. Rechargez la page pour comparer leur dernière version.',
  alreadyMerged: 'L’un des deux comptes a déjà été fusionné avec un autre : rien n’a été fusionné.',
  keptNotInPair: 'Le compte à conserver doit être l’un des deux comptes de la paire.',
  dismissed: 'Cette paire ne sera plus proposée comme doublon.',
  merged: (prenom: string, nom: string) =>
    `Les deux comptes sont fusionnés : tout est désormais sur le compte de ${prenom} ${nom}.`,
} as const;

export const duplicateReasonSchema = z.enum(DUPLICATE_REASONS);

const personSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  role: roleSchema,
  ville: z.string().nullable(),
  active: z.boolean(),
});

/** One open pair of the list. */
export const duplicatePairSchema = z.object({
  id: z.number().int(),
  raisons: z.array(duplicateReasonSchema),
  detecteLe: z.string(),
  compteA: personSchema,
  compteB: personSchema,
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;
export const duplicatePairPageSchema = pagedSchema(duplicatePairSchema);
export type DuplicatePairPage = z.infer<typeof duplicatePairPageSchema>;

export const duplicatePageQuerySchema = z.object({
  page: z.coerce.number('La page est un nombre.').int().min(0, 'La page commence à 0.').max(100_000).default(0),
  size: z.coerce
    .number('La taille de page est un nombre.')
    .int()
    .min(1, 'Une page compte au moins 1 élément.')
    .max(DUPLICATE_MAX_SIZE, `Une page compte au plus ${DUPLICATE_MAX_SIZE} éléments.`)
    .default(DUPLICATE_PAGE_SIZE),
});

export const duplicateCountsSchema = z.object(
  Object.fromEntries(DUPLICATE_COUNT_KEYS.map((k) => [k, z.number().int()])) as Record<DuplicateCountKey, z.ZodNumber>,
);
export type DuplicateCounts = z.infer<typeof duplicateCountsSchema>;

/** One side of the comparison: the identity, its version as read now, and what it holds. */
export const duplicateSideSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  ville: z.string().nullable(),
  metier: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  visibilite: z.enum(VISIBILITY),
  linkedin: z.boolean(),
  dateCreation: z.string(),
  derniereActivite: z.string(),
  comptes: duplicateCountsSchema,
});
export type DuplicateSide = z.infer<typeof duplicateSideSchema>;

export const duplicateComparisonSchema = z.object({
  id: z.number().int(),
  raisons: z.array(duplicateReasonSchema),
  detecteLe: z.string(),
  compteA: duplicateSideSchema,
  compteB: duplicateSideSchema,
});
export type DuplicateComparison = z.infer<typeof duplicateComparisonSchema>;

const versionField = z.number('La version lue sur la comparaison est un nombre.').int().min(0);

/** The merge: which account stays, both versions as read, and per identity field whose value to keep. */
export const duplicateMergeSchema = z.object({
  conserveId: z.number('Choisissez le compte à conserver.').int().positive(),
  versionConserve: versionField,
  versionFerme: versionField,
  /** Fields to take from the closed account; every other keeps the kept account's value. */
  valeursDuCompteFerme: z
    .array(z.enum(DUPLICATE_MERGE_FIELDS, 'Ce champ ne se choisit pas à la fusion.'))
    .max(DUPLICATE_MERGE_FIELDS.length)
    .default([]),
});
export type DuplicateMerge = z.input<typeof duplicateMergeSchema>;

export const duplicateMergeResultSchema = z.object({
  message: z.string(),
  conserveId: z.number().int(),
  fermeId: z.number().int(),
  deplaces: duplicateCountsSchema,
});
export type DuplicateMergeResult = z.infer<typeof duplicateMergeResultSchema>;

/** The open pairs one account belongs to (the candidate file's link). */
export const accountDuplicatesSchema = z.array(
  z.object({ id: z.number().int(), raisons: z.array(duplicateReasonSchema), autreId: z.number().int() }),
);
export type AccountDuplicates = z.infer<typeof accountDuplicatesSchema>;
