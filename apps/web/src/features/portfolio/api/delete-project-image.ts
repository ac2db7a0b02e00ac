// DELETE projet/{id}/images/{imageId}: removes one image (row and files).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Project } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { portfolioKeys } from './keys';

export const deleteProjectImage = (projectId: number, imageId: number) =>
  api.delete<Project>(`/api/projet/${projectId}/images/${imageId}`);

export function useDeleteProjectImage(projectId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteProjectImage(projectId, imageId),
    onSuccess: (project) => {
      queryClient.setQueryData(portfolioKeys.project(project.id), project);
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.lists(userId) });
      notify.success(MESSAGES.imageDeleted);
    },
  });
}
