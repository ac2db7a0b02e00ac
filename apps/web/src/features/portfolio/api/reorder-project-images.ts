// PUT projet/{id}/images: the new order of every image and the cover; a list that no longer matches answers 409.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectImagesOrder } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { portfolioKeys } from './keys';
import { isConflict } from './update-project';

export const reorderProjectImages = (projectId: number, order: ProjectImagesOrder) =>
  api.put<Project>(`/api/projet/${projectId}/images`, order, { silent: true });

export function useReorderProjectImages(projectId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: ProjectImagesOrder) => reorderProjectImages(projectId, order),
    onSuccess: (project) => {
      queryClient.setQueryData(portfolioKeys.project(project.id), project);
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.lists(userId) });
      notify.success('Ordre des images enregistré.');
    },
    onError: (error) => {
      if (!isConflict(error)) notify.error(error.message);
    },
  });
}
