// GET utilisateur/derniers: the 6 newest visible profiles (never ADMIN nor RECRUTEUR), for the home page.
import { useQuery } from '@tanstack/react-query';
import type { ProfileCard } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const getLatestProfiles = (signal?: AbortSignal) =>
  api.get<ProfileCard[]>('/api/utilisateur/derniers', { silent: true, loading: false, signal });

export const useLatestProfiles = () =>
  useQuery({
    queryKey: ['home', 'latest-profiles'],
    queryFn: ({ signal }) => getLatestProfiles(signal),
    staleTime: 60_000,
  });
