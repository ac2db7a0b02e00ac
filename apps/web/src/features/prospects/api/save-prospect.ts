// POST prospect/create, PUT prospect/update (version-guarded) and DELETE prospect/delete/{id}.
import { MESSAGES, type Prospect, type ProspectInput, type ProspectUpdate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { prospectKeys } from './keys';

// NTC lists show how many prospects each one has.
const changed = [prospectKeys.all, ['ntc']];

export const useCreateProspect = () =>
  useSavingMutation({
    mutationFn: (input: ProspectInput) => api.post<Prospect>('/api/prospect/create', input),
    invalidate: changed,
    success: MESSAGES.prospectAdded,
  });

export const useUpdateProspect = () =>
  useSavingMutation({
    mutationFn: (input: ProspectUpdate) => api.put<Prospect>('/api/prospect/update', input),
    invalidate: changed,
    success: MESSAGES.prospectUpdated,
  });

export const useDeleteProspect = () =>
  useSavingMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/prospect/delete/${id}`),
    invalidate: changed,
    success: MESSAGES.prospectDeleted,
  });
