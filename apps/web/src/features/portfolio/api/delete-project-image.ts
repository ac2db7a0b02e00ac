// Removes one image of a project (row and files).

import { MESSAGES, portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { portfolioKeys } from './keys';

export const deleteProjectImage = (projectId: number, imageId: number) =>
  call(portfolioEndpoints.removeImage, { params: { id: projectId, imageId } });

export const useDeleteProjectImage = (projectId: number, userId: number) =>
  useSavingMutation({
    mutationFn: (imageId: number) => deleteProjectImage(projectId, imageId),
    cacheAt: (project) => portfolioKeys.project(project.id),
    invalidate: [portfolioKeys.lists(userId)],
    success: MESSAGES.imageDeleted,
  });
