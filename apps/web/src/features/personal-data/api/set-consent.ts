// The person joins or leaves the talent pool shown to recruiters.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalDataEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { personalDataKey } from './get-personal-data';

export const setTalentPoolConsent = (id: number, accepte: boolean) =>
  call(personalDataEndpoints.setConsent, { params: { id }, body: { accepte } });

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
