// PUT /api/utilisateur/{id}/consentement-vivier: the person joins or leaves the talent pool shown to recruiters.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { personalDataKey } from './get-personal-data';

export const setTalentPoolConsent = (id: number, accepte: boolean) =>
  api.put<{ message: string }>(`/api/utilisateur/${id}/consentement-vivier`, { accepte });

export function useSetTalentPoolConsent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accepte: boolean) => setTalentPoolConsent(id, accepte),
    onSuccess: ({ message }) => {
      notify.success(message);
      void queryClient.invalidateQueries({ queryKey: personalDataKey(id) });
    },
  });
}
