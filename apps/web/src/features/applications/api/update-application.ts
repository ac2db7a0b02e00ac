// PUT candidature/utilisateur/{uid}: a version-guarded change (a stale version answers 409).
import { type Application, type ApplicationUpdate, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { applicationKeys } from './keys';

export const updateApplication = (uid: number, input: ApplicationUpdate) =>
  api.put<Application>(`/api/candidature/utilisateur/${uid}`, input);

export const useUpdateApplication = (uid: number) =>
  useSavingMutation({
    mutationFn: (input: ApplicationUpdate) => updateApplication(uid, input),
    cacheAt: (updated) => applicationKeys.details(updated.id),
    invalidate: [applicationKeys.user(uid)],
    refreshOnError: true,
    success: MESSAGES.applicationUpdated,
  });
