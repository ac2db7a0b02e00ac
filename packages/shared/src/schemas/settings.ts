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
