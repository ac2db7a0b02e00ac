// GET constants/zones?q=: the places whose name starts with what was typed — communes, intercommunalités,
// départements and régions — for the search's place filter.
import { useQuery } from '@tanstack/react-query';
import { constantsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { filterKeys } from './keys';

export const getZones = (q: string, signal?: AbortSignal) =>
  call(constantsEndpoints.zones, { query: { q, limit: 10 } }, { silent: true, loading: false, signal });

export const useZoneSuggestions = (q: string) =>
  useQuery({
    queryKey: filterKeys.zones(q.trim().toLowerCase()),
    queryFn: ({ signal }) => getZones(q.trim(), signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
  });
