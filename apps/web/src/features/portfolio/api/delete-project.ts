// DELETE projet/{id}: removes a project with its images.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { portfolioKeys } from './keys';

export const deleteProject = (id: number) => api.delete<void>(`/api/projet/${id}`);

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
