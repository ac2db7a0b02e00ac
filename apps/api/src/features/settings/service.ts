// Feature switches stored in app_settings (a missing key is the configured default), published to every socket.
import {
  EMPTY_OPERATOR_SETTINGS,
  FEATURE_SETTINGS_EVENT,
  type FeatureSettings,
  type OperatorSettings,
  operatorSettingsSchema,
  SETTINGS_TOPIC,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appSettings, SETTING_KEYS } from '../../db/schema';

export function createSettingsService(app: FastifyInstance) {
  const db = app.db;

  async function features(): Promise<FeatureSettings> {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SETTING_KEYS.featureProspects));
    return { prospects: typeof row?.value === 'boolean' ? row.value : app.config.features.prospects };
  }

  /** The stored details, what a later version added to them empty; nothing stored reads as nothing known. */
  async function operator(): Promise<OperatorSettings> {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SETTING_KEYS.operator));
    const stored = operatorSettingsSchema.safeParse({
      ...EMPTY_OPERATOR_SETTINGS,
      ...(row?.value && typeof row.value === 'object' ? row.value : {}),
    });
    return stored.success ? stored.data : EMPTY_OPERATOR_SETTINGS;
  }

  return {
    features,
    operator,

    async setOperator(update: OperatorSettings): Promise<OperatorSettings> {
      await db
        .insert(appSettings)
        .values({ key: SETTING_KEYS.operator, value: update })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: update, updatedAt: new Date() } });
      return operator();
    },

    /** Stored, then sent to every open socket on every API process so that open menus change at once. */
    async setFeatures(update: FeatureSettings): Promise<FeatureSettings> {
      await db
        .insert(appSettings)
        .values({ key: SETTING_KEYS.featureProspects, value: update.prospects })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: update.prospects, updatedAt: new Date() } });
      const current = await features();
      await app.realtime.publish(SETTINGS_TOPIC, { type: FEATURE_SETTINGS_EVENT, ...current });
      return current;
    },
  };
}
