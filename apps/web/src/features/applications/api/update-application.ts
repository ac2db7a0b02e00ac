// A version-guarded change of an application (a stale version answers 409).
import { type ApplicationUpdate, applicationsEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { applicationKeys } from './keys';

export const updateApplication = (uid: number, input: ApplicationUpdate) =>
  call(applicationsEndpoints.update, { params: { uid }, body: input });

export const useUpdateApplication = (uid: number) =>
  useSavingMutation({
    mutationFn: (input: ApplicationUpdate) => updateApplication(uid, input),
    cacheAt: (updated) => applicationKeys.details(updated.id),
    invalidate: [applicationKeys.user(uid)],
    refreshOnError: true,
    success: MESSAGES.applicationUpdated,
  });
