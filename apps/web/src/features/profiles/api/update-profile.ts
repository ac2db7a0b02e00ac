// PUT utilisateur/modification-infos, -infos-comp, -liens and -video-externe: each under the version read; a stale
// version answers 409, which the forms show with a way to reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type Profile,
  type UpdateExternalVideo,
  type UpdateInfos,
  type UpdateInfosComp,
  type UpdateLinks,
} from '@tremplin/shared';
import { ApiClientError, api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { profileKeys } from './keys';

export interface ProfileUpdates {
  'modification-infos': UpdateInfos;
  'modification-infos-comp': UpdateInfosComp;
  'modification-liens': UpdateLinks;
  'modification-video-externe': UpdateExternalVideo;
}
export type UpdateKind = keyof ProfileUpdates;

export const updateProfile = <K extends UpdateKind>(kind: K, input: ProfileUpdates[K]) =>
  api.put<Profile>(`/api/utilisateur/${kind}`, input, { silent: true });

export const isConflict = (error: unknown) => error instanceof ApiClientError && error.status === 409;

export function useUpdateProfile<K extends UpdateKind>(kind: K, successMessage: string = MESSAGES.profileUpdated) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdates[K]) => updateProfile(kind, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(profile.id), profile);
      notify.success(successMessage);
    },
    onError: (error) => {
      if (!isConflict(error)) notify.error(error instanceof Error ? error.message : MESSAGES.genericError);
    },
  });
}
