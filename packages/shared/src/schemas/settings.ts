// Settings an admin changes from the product, effective for everyone at once (DESIGN difference 7).
import { z } from 'zod';

/** GET parametres/fonctionnalites: the feature switches the menus follow. */
export const featureSettingsSchema = z.object({
  /** The prospecting table's entry in the staff menu; starts from FEATURE_PROSPECTS. */
  prospects: z.boolean(),
});
export type FeatureSettings = z.infer<typeof featureSettingsSchema>;

/** PUT parametres/fonctionnalites (admins): the switches to change. */
export const featureSettingsUpdateSchema = z.object({
  prospects: z.boolean('Le réglage « prospects » vaut vrai ou faux.'),
});

/** Realtime topic every socket follows, and the event sent on it when a switch changes. */
export const SETTINGS_TOPIC = 'settings';
export const FEATURE_SETTINGS_EVENT = 'settings.features';
export interface FeatureSettingsEvent extends FeatureSettings {
  type: typeof FEATURE_SETTINGS_EVENT;
}

export const SETTINGS_MESSAGES = {
  saved: 'Réglage enregistré : il s’applique à tout le monde.',
} as const;

const webAddress = z
  .string()
  .trim()
  .max(300, 'Au plus 300 caractères.')
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), 'Indiquez une adresse qui commence par https://.');
const detail = (max: number) => z.string().trim().max(max, `Au plus ${max} caractères.`);

/**
 * GET and PUT parametres/editeur: who operates the platform, as the legal notice, the contact page and the footer
 * show it. An empty text is not filled in yet: visitors then read neutral wording, admins what is missing.
 */
export const operatorSettingsSchema = z.object({
  /** Company name, legal form and capital. */
  raisonSociale: detail(200),
  /** Head office address. */
  siege: detail(300),
  /** 14 digits, spaces allowed. */
  siret: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{14}$/.test(v.replace(/\s/g, '')), 'Un SIRET compte 14 chiffres.'),
  directeurPublication: detail(200),
  /** Host's name, address and telephone. */
  hebergeur: detail(300),
  emailContact: z.union([z.literal(''), z.email('Indiquez une adresse e-mail valide.').max(200)]),
  reseaux: z.object({
    linkedin: webAddress,
    facebook: webAddress,
    instagram: webAddress,
    youtube: webAddress,
  }),
  sitesSoeurs: z
    .array(
      z.object({
        libelle: detail(80).min(1, 'Indiquez le nom du site.'),
        url: webAddress.refine((v) => v !== '', 'Indiquez l’adresse du site.'),
        description: detail(160),
      }),
    )
    .max(4, 'Au plus 4 sites.'),
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;
