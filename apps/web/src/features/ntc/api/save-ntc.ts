// POST ntc/create, PUT ntc/update (version-guarded) and DELETE ntc/delete/{id} with what to do with its prospects.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Ntc, type NtcDeleteQuery, type NtcInput, type NtcUpdate } from '@tremplin/shared';
import { api, type QueryValue } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { ntcKeys } from './keys';

function useNtcMutation<T>(mutationFn: (input: T) => Promise<unknown>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ntcKeys.all });
      // The prospects' NTC names change with it.
      void queryClient.invalidateQueries({ queryKey: ['prospects'] });
      notify.success(message);
    },
  });
}

export const useCreateNtc = () =>
  useNtcMutation((input: NtcInput) => api.post<Ntc>('/api/ntc/create', input), MESSAGES.ntcAdded);

export const useUpdateNtc = () =>
  useNtcMutation((input: NtcUpdate) => api.put<Ntc>('/api/ntc/update', input), MESSAGES.ntcUpdated);

export const useDeleteNtc = () =>
  useNtcMutation(
    ({ id, ...choice }: { id: number } & NtcDeleteQuery) =>
      api.delete<void>(`/api/ntc/delete/${id}`, { query: choice as Record<string, QueryValue> }),
    MESSAGES.ntcDeleted,
  );
