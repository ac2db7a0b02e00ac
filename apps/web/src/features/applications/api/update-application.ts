// PUT candidature/utilisateur/{uid}: a version-guarded change (a stale version answers 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Application, type ApplicationUpdate, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { applicationKeys } from './keys';

export const updateApplication = (uid: number, input: ApplicationUpdate) =>
  api.put<Application>(`/api/candidature/utilisateur/${uid}`, input);

export function useUpdateApplication(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationUpdate) => updateApplication(uid, input),
    onSuccess: (updated) => {
      queryClient.setQueryData(applicationKeys.details(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.user(uid) });
      notify.success(MESSAGES.applicationUpdated);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.user(uid) });
    },
  });
}
