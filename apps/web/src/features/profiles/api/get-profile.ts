// A profile's details (a hidden one answers 404 to all but its owner and staff).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PersonDetails, type Profile, profilesEndpoints } from '@tremplin/shared';
import { useCallback } from 'react';
import { call } from '@/lib/endpoint-client';
import { profileKeys } from './keys';

/**
 * The screens read the answer as a whole profile: the owner and staff get every field (person-views.ts), and what a
 * narrower view leaves out (contact details, account state, follow-up) is shown only to them.
 */
const asProfile = (person: PersonDetails) => person as Profile;

export const getProfile = (id: number) =>
  call(profilesEndpoints.details, { params: { id } }, { silent: true }).then(asProfile);

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
