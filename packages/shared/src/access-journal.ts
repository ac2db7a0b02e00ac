// The access journal (issue 37): who from the organisation read or changed a person's data. Kinds, French labels,
// the person's page and the admins' search, declared once for the API and the web.
import { z } from 'zod';
import { ROLE_LABELS, type Role } from './roles';
import { roleSchema } from './schemas/roles';

/**
 * What was done, as a short code and its French label. Readings first, then changes. A merge of two accounts
 * (issue 37, item 3) will add its own kind here and write its entry in the merge's transaction.
 */
export const ACCESS_KINDS = {
  DOSSIER_CONSULTE: 'Dossier consulté',
  DOSSIER_CANDIDATURES_CONSULTEES: 'Candidatures du dossier consultées',
  DOSSIER_ENTRETIENS_CONSULTES: 'Entretiens du dossier consultés',
  DOSSIER_NOTES_CONSULTEES: 'Notes du dossier consultées',
  DOSSIER_INVITATIONS_CONSULTEES: 'Invitations du dossier consultées',
  DOSSIER_MESSAGES_CONSULTES: 'Messages du dossier consultés',
  DOSSIER_FICHIERS_CONSULTES: 'Fichiers du dossier consultés',
  DOSSIER_CHRONOLOGIE_CONSULTEE: 'Chronologie du dossier consultée',
  NOTE_CONSULTEE: 'Note consultée',
  NOTES_CONSULTEES: 'Notes d’une candidature consultées',
  FICHIER_NOTE_TELECHARGE: 'Fichier joint à une note téléchargé',
  FICHIER_TELECHARGE: 'Fichier téléchargé',
  DONNEES_PERSONNELLES_CONSULTEES: 'Données personnelles consultées',
  EXPORT_TELECHARGE: 'Export des données téléchargé',
  COMPTE_MODIFIE: 'Compte modifié',
  INFORMATIONS_MODIFIEES: 'Informations du profil modifiées',
  NOTE_AJOUTEE: 'Note ajoutée',
  NOTE_MODIFIEE: 'Note modifiée',
  NOTE_SUPPRIMEE: 'Note supprimée',
  FICHIER_SUPPRIME: 'Fichier supprimé',
  CONSERVATION_PROLONGEE: 'Conservation prolongée',
  COMPTE_EFFACE: 'Compte effacé',
  COMPTE_FUSIONNE: 'Compte en double fusionné',
  DOUBLE_AUTHENTIFICATION_REINITIALISEE: 'Double authentification réinitialisée',
} as const;
export type AccessKind = keyof typeof ACCESS_KINDS;
export const ACCESS_KIND_CODES = Object.keys(ACCESS_KINDS) as [AccessKind, ...AccessKind[]];

/** Repeated readings of the same thing by the same staff member within this time make one entry (decision 0019). */
export const ACCESS_JOURNAL_COLLAPSE_MINUTES = 5;
/** Entries are kept this long, then purged by the daily schedule. */
export const ACCESS_JOURNAL_RETENTION_MONTHS = 12;
export const ACCESS_JOURNAL_PAGE_SIZE = 10;
export const ACCESS_JOURNAL_MAX_SIZE = 50;

export const ACCESS_JOURNAL_MESSAGES = {
  invalidKind: 'Le type d’accès est inconnu.',
  invalidDate: 'La date s’écrit AAAA-MM-JJ.',
  periodOrder: 'La date de fin doit suivre la date de début.',
} as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ACCESS_JOURNAL_MESSAGES.invalidDate)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), ACCESS_JOURNAL_MESSAGES.invalidDate)
    .optional(),
);
const text = (what: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(100, `${what} : 100 caractères au plus.`).optional());

export const accessJournalPageQuerySchema = z.object({
  page: z.coerce.number('La page est un nombre.').int().min(0, 'La page commence à 0.').max(100_000).default(0),
  size: z.coerce
    .number('La taille de page est un nombre.')
    .int()
    .min(1, 'Une page compte au moins 1 élément.')
    .max(ACCESS_JOURNAL_MAX_SIZE, `Une page compte au plus ${ACCESS_JOURNAL_MAX_SIZE} éléments.`)
    .default(ACCESS_JOURNAL_PAGE_SIZE),
});

/** The admins' search: person and staff member by name or e-mail, kind, period (Paris days, both included). */
export const accessJournalSearchSchema = accessJournalPageQuerySchema
  .extend({
    personne: text('La personne'),
    personnel: text('Le membre du personnel'),
    type: z.preprocess(blankToUndefined, z.enum(ACCESS_KIND_CODES, ACCESS_JOURNAL_MESSAGES.invalidKind).optional()),
    du: day,
    au: day,
  })
  .refine((q) => !q.du || !q.au || q.du <= q.au, { message: ACCESS_JOURNAL_MESSAGES.periodOrder, path: ['au'] });
export type AccessJournalSearch = z.input<typeof accessJournalSearchSchema>;

/** One entry as the person sees it: who (name and role at the time), what, when. */
export const accessJournalEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(ACCESS_KIND_CODES),
  libelle: z.string(),
  personnel: z.object({ id: z.number().int().nullable(), nom: z.string(), role: roleSchema }),
  date: z.string(),
});
export type AccessJournalEntry = z.infer<typeof accessJournalEntrySchema>;

/** One entry as admins see it: also whose data and from which address. */
export const accessJournalAdminEntrySchema = accessJournalEntrySchema.extend({
  personne: z.object({ id: z.number().int(), nom: z.string(), email: z.string() }).nullable(),
  adresse: z.string(),
});
export type AccessJournalAdminEntry = z.infer<typeof accessJournalAdminEntrySchema>;

export const accessJournalPageSchema = z.object({
  items: z.array(accessJournalEntrySchema),
  totalElements: z.number().int(),
});
export type AccessJournalPage = z.infer<typeof accessJournalPageSchema>;
export const accessJournalAdminPageSchema = z.object({
  items: z.array(accessJournalAdminEntrySchema),
  totalElements: z.number().int(),
});
export type AccessJournalAdminPage = z.infer<typeof accessJournalAdminPageSchema>;

const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** « Dossier consulté par Claire MARTIN (Conseiller emploi formation) le 02/12/2026 à 14:05 » */
export function accessSentence(entry: Pick<AccessJournalEntry, 'libelle' | 'personnel' | 'date'>): string {
  const at = new Date(entry.date);
  const who = `${entry.personnel.nom} (${ROLE_LABELS[entry.personnel.role as Role]})`;
  return `${entry.libelle} par ${who} le ${PARIS_DATE.format(at)} à ${PARIS_TIME.format(at)}`;
}
