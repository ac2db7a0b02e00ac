// GET utilisateur/derniers: the 6 newest visible profiles (never ADMIN nor RECRUTEUR), for the home page.
import { useQuery } from '@tanstack/react-query';
import { searchEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const getLatestProfiles = (signal?: AbortSignal) =>
  call(searchEndpoints.latest, {}, { silent: true, loading: false, signal });

export const useLatestProfiles = () =>
  useQuery({
    queryKey: ['home', 'latest-profiles'],
    queryFn: ({ signal }) => getLatestProfiles(signal),
    staleTime: 60_000,
  });
