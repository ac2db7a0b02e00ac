// Creating, changing (version-guarded) and deleting a prospect.
import { MESSAGES, type ProspectInput, type ProspectUpdate, prospectsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { prospectKeys } from './keys';

// NTC lists show how many prospects each one has.
const changed = [prospectKeys.all, ['ntc']];

export const useCreateProspect = () =>
  useSavingMutation({
    mutationFn: (input: ProspectInput) => call(prospectsEndpoints.create, { body: input }),
    invalidate: changed,
    success: MESSAGES.prospectAdded,
  });

export const useUpdateProspect = () =>
  useSavingMutation({
    mutationFn: (input: ProspectUpdate) => call(prospectsEndpoints.update, { body: input }),
    invalidate: changed,
    success: MESSAGES.prospectUpdated,
  });

export const useDeleteProspect = () =>
  useSavingMutation({
    mutationFn: (id: number) => call(prospectsEndpoints.remove, { params: { id } }),
    invalidate: changed,
    success: MESSAGES.prospectDeleted,
  });
