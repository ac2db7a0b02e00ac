// Removes one profile file; answers the profile.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, mediaEndpoints, type ProfileFileKind, type PublicUser, storedFileName } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export const DELETED_MESSAGES: Record<ProfileFileKind, string> = {
  AVATAR: MESSAGES.avatarDeleted,
  CV: MESSAGES.cvDeleted,
  CERTIFICATION: MESSAGES.certificationDeleted,
  VIDEOPRESENTATION: MESSAGES.videoDeleted,
};

export const deleteProfileFile = (userId: number, key: string, kind: ProfileFileKind) =>
  call(mediaEndpoints.remove, { params: { id: userId, filename: storedFileName(key), type: kind } });

export function useDeleteProfileFile(userId: number, kind: ProfileFileKind, onDone: (user: PublicUser) => void) {
  return useMutation({
    mutationFn: (key: string) => deleteProfileFile(userId, key, kind),
    onSuccess: (user) => {
      onDone(user);
      notify.success(DELETED_MESSAGES[kind]);
    },
  });
}
