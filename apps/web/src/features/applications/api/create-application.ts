// A new application, added by the candidate or by staff on their behalf.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationInput, applicationsEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { applicationKeys } from './keys';

export const createApplication = (uid: number, input: ApplicationInput) =>
  call(applicationsEndpoints.create, { params: { uid }, body: input });

export const createApplicationAsStaff = (staffId: number, uid: number, input: ApplicationInput) =>
  call(applicationsEndpoints.createForCandidate, { params: { cefId: staffId, candidatId: uid }, body: input });

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
