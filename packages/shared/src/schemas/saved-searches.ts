// Saved profile searches with their e-mail alerts: recruiters and staff keep a search's filters under a name, and
// receive the profiles that newly match it, each day or each week.
import { z } from 'zod';
import { profileFilterSchema } from './search';

/** How often a saved search sends its new profiles; AUCUNE after an unsubscribe link or when chosen. */
export const SAVED_SEARCH_FREQUENCIES = ['QUOTIDIENNE', 'HEBDOMADAIRE', 'AUCUNE'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  QUOTIDIENNE: 'Chaque jour',
  HEBDOMADAIRE: 'Chaque semaine (le lundi)',
  AUCUNE: 'Aucune alerte',
};

/** Profiles listed in one alert e-mail at most; the e-mail links to the search for the others. */
export const SAVED_SEARCH_ALERT_MAX = 20;
/** Saved searches one person may keep. */
export const SAVED_SEARCHES_MAX = 50;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Donnez un nom à cette recherche.',
  nameTooLong: 'Le nom compte 100 caractères au plus.',
  frequency: 'Choisissez « chaque jour », « chaque semaine » ou « aucune alerte ».',
  notFound: 'Recherche enregistrée introuvable.',
  tooMany: `Vous avez déjà ${SAVED_SEARCHES_MAX} recherches enregistrées : supprimez-en une pour en garder une autre.`,
  saved: 'Recherche enregistrée. Vous recevrez les nouveaux profils par e-mail.',
  savedNoAlert: 'Recherche enregistrée.',
  updated: 'Recherche enregistrée modifiée.',
  deleted: 'Recherche enregistrée supprimée.',
  badLink:
    'Ce lien de désabonnement n’est pas valide. Ouvrez celui de l’e-mail reçu, ou gérez vos alertes une fois connecté.',
  unsubscribed: (nom: string) => `Vous ne recevrez plus d’alertes pour la recherche « ${nom} ».`,
} as const;

const nameSchema = z
  .string(SAVED_SEARCH_MESSAGES.nameRequired)
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(100, SAVED_SEARCH_MESSAGES.nameTooLong);
const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_MESSAGES.frequency);

/** A saved search as its owner reads it. */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  /** The filters as the search screen's address holds them (`ville` beside `zone` is the place's name, shown only). */
  filtres: profileFilterSchema,
  frequence: frequencySchema,
  creeLe: z.string(),
  /** When an alert e-mail last listed new profiles for it, or null. */
  derniereAlerte: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchCreateSchema = z.object({
  nom: nameSchema,
  filtres: profileFilterSchema,
  frequence: frequencySchema.default('QUOTIDIENNE'),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z
  .object({ nom: nameSchema.optional(), frequence: frequencySchema.optional() })
  .refine((v) => v.nom !== undefined || v.frequence !== undefined, 'Indiquez un nom ou une fréquence.');
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

/** The unsubscribe link's content: the saved search and its signature. */
export const savedSearchUnsubscribeSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  signature: z.string().trim().min(1).max(200),
});
export const savedSearchUnsubscribedSchema = z.object({ message: z.string(), nom: z.string() });
