// GET and PUT parametres/fonctionnalites: the switches every menu follows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FeatureSettings, SETTINGS_MESSAGES } from '@tremplin/shared';
import { useFeatureFlags } from '@/config/features';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

export const featureSettingsKey = ['settings', 'features'] as const;

export const getFeatureSettings = () =>
  api.get<FeatureSettings>('/api/parametres/fonctionnalites', { loading: false, silent: true });

export const useFeatureSettings = () => useQuery({ queryKey: featureSettingsKey, queryFn: getFeatureSettings });

export function useSaveFeatureSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FeatureSettings) => api.put<FeatureSettings>('/api/parametres/fonctionnalites', settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(featureSettingsKey, settings);
      useFeatureFlags.getState().setFeatureFlags(settings);
      notify.success(SETTINGS_MESSAGES.saved);
    },
  });
}
