// DELETE media/{id}/{filename}/{type}: removes one profile file; answers the profile.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type ProfileFileKind, type PublicUser, storedFileName } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

export const DELETED_MESSAGES: Record<ProfileFileKind, string> = {
  AVATAR: MESSAGES.avatarDeleted,
  CV: MESSAGES.cvDeleted,
  CERTIFICATION: MESSAGES.certificationDeleted,
  VIDEOPRESENTATION: MESSAGES.videoDeleted,
};

export const deleteProfileFile = (userId: number, key: string, kind: ProfileFileKind) =>
  api.delete<PublicUser>(`/api/media/${userId}/${encodeURIComponent(storedFileName(key))}/${kind}`);

export function useDeleteProfileFile(userId: number, kind: ProfileFileKind, onDone: (user: PublicUser) => void) {
  return useMutation({
    mutationFn: (key: string) => deleteProfileFile(userId, key, kind),
    onSuccess: (user) => {
      onDone(user);
      notify.success(DELETED_MESSAGES[kind]);
    },
  });
}
