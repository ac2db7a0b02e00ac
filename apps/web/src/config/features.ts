// Feature switches the UI reads; they start from the build configuration and the API may update them at run time.
import { create } from 'zustand';
import { env } from './env';

export interface FeatureFlags {
  /** Prospecting table ('Tableau de prospection') in the staff menu (DESIGN difference 7, off by default). */
  prospects: boolean;
}

interface FeatureFlagsState extends FeatureFlags {
  setFeatureFlags: (flags: Partial<FeatureFlags>) => void;
}

export const useFeatureFlags = create<FeatureFlagsState>()((set) => ({
  ...env.features,
  setFeatureFlags: (flags) => set(flags),
}));
