// GET constants/getVilles?q=: French city names starting with what was typed (the list has ≈33,000 names).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { filterKeys } from './keys';

export const getCities = (q: string, signal?: AbortSignal) =>
  api.get<string[]>('/api/constants/getVilles', { query: { q, limit: 10 }, silent: true, loading: false, signal });

export const useCitySuggestions = (q: string) =>
  useQuery({
    queryKey: filterKeys.cities(q.trim().toLowerCase()),
    queryFn: ({ signal }) => getCities(q.trim(), signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
  });
