// GET and PUT parametres/fonctionnalites: the switches every menu follows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FeatureSettings, SETTINGS_MESSAGES, settingsEndpoints } from '@tremplin/shared';
import { useFeatureFlags } from '@/config/features';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export const featureSettingsKey = ['settings', 'features'] as const;

export const getFeatureSettings = () => call(settingsEndpoints.features, {}, { loading: false, silent: true });

export const useFeatureSettings = () => useQuery({ queryKey: featureSettingsKey, queryFn: getFeatureSettings });

export function useSaveFeatureSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FeatureSettings) => call(settingsEndpoints.setFeatures, { body: settings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(featureSettingsKey, settings);
      useFeatureFlags.getState().setFeatureFlags(settings);
      notify.success(SETTINGS_MESSAGES.saved);
    },
  });
}
