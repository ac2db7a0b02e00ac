// Build-time configuration of the web app, read once here (Vite exposes VITE_* variables).
import { PRODUCT_NAME_DEFAULT } from '@tremplin/shared';

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

export const env = {
  productName: import.meta.env.VITE_PRODUCT_NAME?.trim() || PRODUCT_NAME_DEFAULT,
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL?.trim() ?? '',
  /** The contact address known at build time, if any; the admins' setting (lib/operator-details) comes first. */
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL?.trim() ?? '',
  /** The year the app was built, which pages rendered at build time show (see vite.config.ts). */
  buildYear: Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear(),
  features: {
    prospects: flag(import.meta.env.VITE_FEATURE_PROSPECTS),
  },
} as const;
