// GET constants/zones?q=: the places whose name starts with what was typed — communes, intercommunalités,
// départements and régions — for the search's place filter.
import { useQuery } from '@tanstack/react-query';
import type { ZoneSuggestion } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { filterKeys } from './keys';

export const getZones = (q: string, signal?: AbortSignal) =>
  api.get<ZoneSuggestion[]>('/api/constants/zones', { query: { q, limit: 10 }, silent: true, loading: false, signal });

export const useZoneSuggestions = (q: string) =>
  useQuery({
    queryKey: filterKeys.zones(q.trim().toLowerCase()),
    queryFn: ({ signal }) => getZones(q.trim(), signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
  });
