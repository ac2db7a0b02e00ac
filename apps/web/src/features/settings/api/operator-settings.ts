// PUT parametres/editeur (admins): who operates the platform; the read is shared with the public pages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OperatorSettings, SETTINGS_MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { operatorDetailsKey } from '@/lib/operator-details';

export function useSaveOperatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: OperatorSettings) => api.put<OperatorSettings>('/api/parametres/editeur', value),
    onSuccess: (value) => {
      queryClient.setQueryData(operatorDetailsKey, value);
      notify.success(SETTINGS_MESSAGES.saved);
    },
  });
}
