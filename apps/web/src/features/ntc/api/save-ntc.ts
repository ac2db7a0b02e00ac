// POST ntc/create, PUT ntc/update (version-guarded) and DELETE ntc/delete/{id} with what to do with its prospects.
import { MESSAGES, type Ntc, type NtcDeleteQuery, type NtcInput, type NtcUpdate } from '@tremplin/shared';
import { api, type QueryValue } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { ntcKeys } from './keys';

// The prospects' NTC names change with it.
const changed = [ntcKeys.all, ['prospects']];

export const useCreateNtc = () =>
  useSavingMutation({
    mutationFn: (input: NtcInput) => api.post<Ntc>('/api/ntc/create', input),
    invalidate: changed,
    success: MESSAGES.ntcAdded,
  });

export const useUpdateNtc = () =>
  useSavingMutation({
    mutationFn: (input: NtcUpdate) => api.put<Ntc>('/api/ntc/update', input),
    invalidate: changed,
    success: MESSAGES.ntcUpdated,
  });

export const useDeleteNtc = () =>
  useSavingMutation({
    mutationFn: ({ id, ...choice }: { id: number } & NtcDeleteQuery) =>
      api.delete<void>(`/api/ntc/delete/${id}`, { query: choice as Record<string, QueryValue> }),
    invalidate: changed,
    success: MESSAGES.ntcDeleted,
  });
