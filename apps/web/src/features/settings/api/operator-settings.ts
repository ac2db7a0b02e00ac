// PUT parametres/editeur (admins): who operates the platform; the read is shared with the public pages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OperatorSettings, SETTINGS_MESSAGES, settingsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { operatorDetailsKey } from '@/lib/operator-details';

export function useSaveOperatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: OperatorSettings) => call(settingsEndpoints.setOperator, { body: value }),
    onSuccess: (value) => {
      queryClient.setQueryData(operatorDetailsKey, value);
      notify.success(SETTINGS_MESSAGES.saved);
    },
  });
}
