// POST media/{id}/{type} (multipart, one file) with upload progress (fetch cannot report it); answers the profile.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type ProfileFileKind, type PublicUser } from '@tremplin/shared';
import { useState } from 'react';
import { ApiClientError } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { uploadWithProgress } from '@/lib/upload-with-progress';

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
  return uploadWithProgress<PublicUser>(`/api/media/${userId}/${kind}`, form, onProgress);
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
