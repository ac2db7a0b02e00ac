// POST media/{id}/{type} (multipart, one file) with upload progress (fetch cannot report it); answers the profile.
import { useMutation } from '@tanstack/react-query';
import { AUTH_TYPE, MESSAGES, type ProfileFileKind, type PublicUser } from '@tremplin/shared';
import { useState } from 'react';
import { env } from '@/config/env';
import { ApiClientError, onUnauthorized } from '@/lib/api-client';
import { beginLoading, lingerFor } from '@/lib/loading-store';
import { notify } from '@/lib/notifications';
import { useSessionStore } from '@/lib/session-store';

export const UPLOADED_MESSAGES: Record<ProfileFileKind, string> = {
  AVATAR: MESSAGES.avatarUpdated,
  CV: MESSAGES.cvUpdated,
  CERTIFICATION: MESSAGES.certificationUpdated,
  VIDEOPRESENTATION: MESSAGES.videoUpdated,
};

/** Sends one file; `onProgress` receives 0 to 100 as the bytes leave the browser. */
export function uploadProfileFile(
  userId: number,
  kind: ProfileFileKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PublicUser> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { token, typeToken } = useSessionStore.getState().auth;
  const end = beginLoading();
  return new Promise<PublicUser>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl.replace(/\/+$/, '')}/api/media/${userId}/${kind}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `${typeToken || AUTH_TYPE} ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiClientError('network', MESSAGES.uploadFailed));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as PublicUser);
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

/** Uploads a file of one kind, toasts the outcome and hands the updated profile to `onDone`. */
export function useUploadProfileFile(userId: number, kind: ProfileFileKind, onDone: (user: PublicUser) => void) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadProfileFile(userId, kind, file, setProgress);
    },
    onSuccess: (user) => {
      onDone(user);
      notify.success(UPLOADED_MESSAGES[kind]);
    },
    onError: (error) => {
      if (!(error instanceof ApiClientError && error.status === 401)) {
        notify.error(error.message || MESSAGES.uploadFailed);
      }
    },
  });
  return { ...mutation, progress };
}
