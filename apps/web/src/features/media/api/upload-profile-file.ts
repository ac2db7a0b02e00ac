// One profile file (multipart) with upload progress (fetch cannot report it); answers the profile.
import { MESSAGES, mediaEndpoints, type ProfileFileKind, type PublicUser } from '@tremplin/shared';
import { notify } from '@/lib/notifications';
import { uploadTo, useUploadMutation } from '@/lib/upload-with-progress';

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
  return uploadTo(mediaEndpoints.upload, { params: { id: userId, type: kind }, body: form }, onProgress);
}

/** Uploads a file of one kind, toasts the outcome and hands the updated profile to `onDone`. */
export const useUploadProfileFile = (userId: number, kind: ProfileFileKind, onDone: (user: PublicUser) => void) =>
  useUploadMutation(
    (file: File, onProgress) => uploadProfileFile(userId, kind, file, onProgress),
    (user) => {
      onDone(user);
      notify.success(UPLOADED_MESSAGES[kind]);
    },
  );
