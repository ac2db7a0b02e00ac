// Removes a project with its images.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { portfolioKeys } from './keys';

export const deleteProject = (id: number) => call(portfolioEndpoints.remove, { params: { id } });

export function useDeleteProject(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProject(id),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: portfolioKeys.project(id) });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.lists(userId) });
      notify.success(MESSAGES.projectDeleted);
    },
  });
}
