// Several images of a project at once (multipart), with upload progress (fetch cannot report it).

import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Project, portfolioEndpoints } from '@tremplin/shared';
import { notify } from '@/lib/notifications';
import { uploadTo, useUploadMutation } from '@/lib/upload-with-progress';
import { portfolioKeys } from './keys';

/** Sends the files; `onProgress` receives 0 to 100 as the bytes leave the browser. */
export function uploadProjectImages(
  projectId: number,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<Project> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return uploadTo(
    portfolioEndpoints.addImages,
    { params: { id: projectId }, body: form },
    onProgress,
    MESSAGES.networkError,
  );
}

export function useUploadProjectImages(projectId: number, userId: number) {
  const queryClient = useQueryClient();
  return useUploadMutation(
    (files: readonly File[], onProgress) => uploadProjectImages(projectId, files, onProgress),
    (project) => {
      queryClient.setQueryData(portfolioKeys.project(project.id), project);
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.lists(userId) });
      notify.success(MESSAGES.imageAdded);
    },
  );
}
