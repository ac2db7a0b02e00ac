// GET constants/getVilles?q=: French city names starting with what was typed, for the city autocomplete.
import { useQuery } from '@tanstack/react-query';
import { constantsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { profileKeys } from './keys';

export const getCities = (q: string, signal?: AbortSignal) =>
  call(constantsEndpoints.cities, { query: { q, limit: 10 } }, { silent: true, loading: false, signal });

export const useCities = (q: string) =>
  useQuery({
    queryKey: profileKeys.cities(q),
    queryFn: ({ signal }) => getCities(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
  });
