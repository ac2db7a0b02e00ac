// Settings an admin can change at run time (e.g. the prospects menu switch); a missing key means the configured default.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/** Known keys, so features do not spell them twice. */
export const SETTING_KEYS = {
  /** boolean: shows the prospecting table in the staff menu (DESIGN difference 7); default FEATURE_PROSPECTS. */
  featureProspects: 'features.prospects',
  /** OperatorSettings: the legal notice's details, the contact address, social links and sister sites. */
  operator: 'operator',
} as const;

export type AppSetting = typeof appSettings.$inferSelect;
export type NewAppSetting = typeof appSettings.$inferInsert;
