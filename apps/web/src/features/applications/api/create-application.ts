// POST candidature/utilisateur/{uid} (the candidate) or admin/candidature/{cefId}/{candidatId} (staff).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Application, type ApplicationInput, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { applicationKeys } from './keys';

export const createApplication = (uid: number, input: ApplicationInput) =>
  api.post<Application>(`/api/candidature/utilisateur/${uid}`, input);

export const createApplicationAsStaff = (staffId: number, uid: number, input: ApplicationInput) =>
  api.post<Application>(`/api/admin/candidature/${staffId}/${uid}`, input);

export function useCreateApplication(uid: number, staffId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) =>
      staffId ? createApplicationAsStaff(staffId, uid, input) : createApplication(uid, input),
    onSuccess: (created) => {
      queryClient.setQueryData(applicationKeys.details(created.id), created);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.user(uid) });
      void queryClient.invalidateQueries({ queryKey: ['applications', 'totals'] });
      notify.success(MESSAGES.applicationAdded);
    },
  });
}
