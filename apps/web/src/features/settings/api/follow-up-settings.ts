// GET and PUT parametres/relances: the days without answer before an application shows « Relancer ? ».
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FollowUpSettings, jobsEndpoints, SETTINGS_MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

const followUpSettingsKey = ['settings', 'follow-ups'] as const;

export const useFollowUpSettings = () =>
  useQuery({
    queryKey: followUpSettingsKey,
    queryFn: () => call(jobsEndpoints.followUpSettings, {}, { loading: false }),
  });

export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: FollowUpSettings) => call(jobsEndpoints.setFollowUpSettings, { body: value }),
    onSuccess: (value) => {
      queryClient.setQueryData(followUpSettingsKey, value);
      notify.success(SETTINGS_MESSAGES.saved);
    },
  });
}
