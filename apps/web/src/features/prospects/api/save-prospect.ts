// POST prospect/create, PUT prospect/update (version-guarded) and DELETE prospect/delete/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Prospect, type ProspectInput, type ProspectUpdate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { prospectKeys } from './keys';

function useProspectMutation<T>(mutationFn: (input: T) => Promise<unknown>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      // NTC lists show how many prospects each one has.
      void queryClient.invalidateQueries({ queryKey: ['ntc'] });
      notify.success(message);
    },
  });
}

export const useCreateProspect = () =>
  useProspectMutation(
    (input: ProspectInput) => api.post<Prospect>('/api/prospect/create', input),
    MESSAGES.prospectAdded,
  );

export const useUpdateProspect = () =>
  useProspectMutation(
    (input: ProspectUpdate) => api.put<Prospect>('/api/prospect/update', input),
    MESSAGES.prospectUpdated,
  );

export const useDeleteProspect = () =>
  useProspectMutation((id: number) => api.delete<void>(`/api/prospect/delete/${id}`), MESSAGES.prospectDeleted);
