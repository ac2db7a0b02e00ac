// The new order of every image of a project and the cover; a list that no longer matches answers 409.

import { type ProjectImagesOrder, portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { useSavingMutation } from '@/lib/saving-mutation';
import { portfolioKeys } from './keys';
import { isConflict } from './update-project';

export const reorderProjectImages = (projectId: number, order: ProjectImagesOrder) =>
  call(portfolioEndpoints.reorderImages, { params: { id: projectId }, body: order }, { silent: true });

export const useReorderProjectImages = (projectId: number, userId: number) =>
  useSavingMutation({
    mutationFn: (order: ProjectImagesOrder) => reorderProjectImages(projectId, order),
    cacheAt: (project) => portfolioKeys.project(project.id),
    invalidate: [portfolioKeys.lists(userId)],
    success: 'Ordre des images enregistré.',
    onError: (error) => {
      if (!isConflict(error)) notify.error(error.message);
    },
  });
