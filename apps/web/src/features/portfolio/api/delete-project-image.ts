// DELETE projet/{id}/images/{imageId}: removes one image (row and files).

import { MESSAGES, type Project } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { portfolioKeys } from './keys';

export const deleteProjectImage = (projectId: number, imageId: number) =>
  api.delete<Project>(`/api/projet/${projectId}/images/${imageId}`);

export const useDeleteProjectImage = (projectId: number, userId: number) =>
  useSavingMutation({
    mutationFn: (imageId: number) => deleteProjectImage(projectId, imageId),
    cacheAt: (project) => portfolioKeys.project(project.id),
    invalidate: [portfolioKeys.lists(userId)],
    success: MESSAGES.imageDeleted,
  });
