// GET utilisateur/{id}: a profile's details (a hidden one answers 404 to all but its owner and staff).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@tremplin/shared';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { profileKeys } from './keys';

export const getProfile = (id: number) => api.get<Profile>(`/api/utilisateur/${id}`, { silent: true });

export const profileQueryOptions = (id: number) =>
  queryOptions({ queryKey: profileKeys.profile(id), queryFn: () => getProfile(id) });

export const useProfile = (id: number) =>
  useQuery({ ...profileQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });

/** Puts a fresh copy of a profile (from an update or an upload answer) into the cache. */
export function useSetProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => queryClient.setQueryData(profileKeys.profile(profile.id), profile),
    [queryClient],
  );
}
