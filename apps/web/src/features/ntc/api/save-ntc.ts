// Creating, changing (version-guarded) and deleting an NTC, with what to do with its prospects.
import { MESSAGES, type NtcDeleteQuery, type NtcInput, type NtcUpdate, ntcEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { ntcKeys } from './keys';

// The prospects' NTC names change with it.
const changed = [ntcKeys.all, ['prospects']];

export const useCreateNtc = () =>
  useSavingMutation({
    mutationFn: (input: NtcInput) => call(ntcEndpoints.create, { body: input }),
    invalidate: changed,
    success: MESSAGES.ntcAdded,
  });

export const useUpdateNtc = () =>
  useSavingMutation({
    mutationFn: (input: NtcUpdate) => call(ntcEndpoints.update, { body: input }),
    invalidate: changed,
    success: MESSAGES.ntcUpdated,
  });

export const useDeleteNtc = () =>
  useSavingMutation({
    mutationFn: ({ id, ...choice }: { id: number } & NtcDeleteQuery) =>
      call(ntcEndpoints.remove, { params: { id }, query: choice }),
    invalidate: changed,
    success: MESSAGES.ntcDeleted,
  });
