// POST projet/{id}/images (multipart): several images at once, with upload progress (fetch cannot report it).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_TYPE, MESSAGES, type Project } from '@tremplin/shared';
import { useState } from 'react';
import { env } from '@/config/env';
import { ApiClientError, onUnauthorized } from '@/lib/api-client';
import { beginLoading, lingerFor } from '@/lib/loading-store';
import { notify } from '@/lib/notifications';
import { useSessionStore } from '@/lib/session-store';
import { portfolioKeys } from './keys';

/** Sends the files; `onProgress` receives 0 to 100 as the bytes leave the browser. */
export function uploadProjectImages(
  projectId: number,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<Project> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  const { token, typeToken } = useSessionStore.getState().auth;
  const end = beginLoading();
  return new Promise<Project>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl.replace(/\/+$/, '')}/api/projet/${projectId}/images`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `${typeToken || AUTH_TYPE} ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiClientError('network', MESSAGES.networkError));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as Project);
        return;
      }
      const message =
        typeof (body as { message?: unknown })?.message === 'string'
          ? (body as { message: string }).message
          : MESSAGES.uploadFailed;
      const error = new ApiClientError('http', message, xhr.status, body);
      if (xhr.status === 401) void onUnauthorized(error, { usedStoredToken: !!token, retried: true });
      reject(error);
    };
    xhr.send(form);
  }).finally(() => end(lingerFor('POST')));
}

export function useUploadProjectImages(projectId: number, userId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: readonly File[]) => {
      setProgress(0);
      return uploadProjectImages(projectId, files, setProgress);
    },
    onSuccess: (project) => {
      queryClient.setQueryData(portfolioKeys.project(project.id), project);
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.lists(userId) });
      notify.success(MESSAGES.imageAdded);
    },
    onError: (error) => {
      if (!(error instanceof ApiClientError && error.status === 401)) {
        notify.error(error.message || MESSAGES.uploadFailed);
      }
    },
  });
  return { ...mutation, progress };
}
