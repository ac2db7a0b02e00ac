// Saves a project under its version; a stale version answers 409, shown by the form.

import { MESSAGES, type ProjectUpdate, portfolioEndpoints } from '@tremplin/shared';
import { ApiClientError } from '@/lib/api-client';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { useSavingMutation } from '@/lib/saving-mutation';
import { portfolioKeys } from './keys';

export const updateProject = (userId: number, input: ProjectUpdate) =>
  call(portfolioEndpoints.update, { params: { userId }, body: input }, { silent: true });

export const isConflict = (error: unknown) => error instanceof ApiClientError && error.status === 409;

export const useUpdateProject = (userId: number) =>
  useSavingMutation({
    mutationFn: (input: ProjectUpdate) => updateProject(userId, input),
    cacheAt: (project) => portfolioKeys.project(project.id),
    invalidate: [portfolioKeys.lists(userId)],
    success: MESSAGES.projectUpdated,
    onError: (error) => {
      // The conflict has its own message in the form, with a way to reload; anything else is toasted.
      if (!isConflict(error)) notify.error(error instanceof Error ? error.message : MESSAGES.genericError);
    },
  });
