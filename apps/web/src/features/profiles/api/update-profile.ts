// The four profile updates (information, complementary information, links, external video): each under the version
// read; a stale version answers 409, which the forms show with a way to reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  profilesEndpoints,
  type UpdateExternalVideo,
  type UpdateInfos,
  type UpdateInfosComp,
  type UpdateLinks,
} from '@tremplin/shared';
import { ApiClientError } from '@/lib/api-client';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { profileKeys } from './keys';

export interface ProfileUpdates {
  'modification-infos': UpdateInfos;
  'modification-infos-comp': UpdateInfosComp;
  'modification-liens': UpdateLinks;
  'modification-video-externe': UpdateExternalVideo;
}
export type UpdateKind = keyof ProfileUpdates;

/** Each kind's declaration, under the name the forms use (the last segment of its path). */
const UPDATES = {
  'modification-infos': profilesEndpoints.updateInfos,
  'modification-infos-comp': profilesEndpoints.updateInfosComp,
  'modification-liens': profilesEndpoints.updateLinks,
  'modification-video-externe': profilesEndpoints.updateExternalVideo,
} satisfies Record<UpdateKind, unknown>;

export const updateProfile = <K extends UpdateKind>(kind: K, input: ProfileUpdates[K]) => {
  // The four take their own body and answer the same profile: the declaration `kind` names sends it.
  const endpoint: (typeof UPDATES)[UpdateKind] = UPDATES[kind];
  return call(endpoint, { body: input }, { silent: true });
};

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
