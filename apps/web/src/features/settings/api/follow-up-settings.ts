// GET and PUT parametres/relances: the days without answer before an application shows « Relancer ? ».
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FollowUpSettings, SETTINGS_MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

const followUpSettingsKey = ['settings', 'follow-ups'] as const;

export const useFollowUpSettings = () =>
  useQuery({
    queryKey: followUpSettingsKey,
    queryFn: () => api.get<FollowUpSettings>('/api/parametres/relances', { loading: false }),
  });

export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: FollowUpSettings) => api.put<FollowUpSettings>('/api/parametres/relances', value),
    onSuccess: (value) => {
      queryClient.setQueryData(followUpSettingsKey, value);
      notify.success(SETTINGS_MESSAGES.saved);
    },
  });
}
