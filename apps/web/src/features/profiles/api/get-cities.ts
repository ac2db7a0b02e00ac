// GET constants/getVilles?q=: French city names starting with what was typed, for the city autocomplete.
import { useQuery } from '@tanstack/react-query';
import { getCities } from '@/components/profile-search/get-cities';
import { profileKeys } from './keys';

export const useCities = (q: string) =>
  useQuery({
    queryKey: profileKeys.cities(q),
    queryFn: ({ signal }) => getCities(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
  });
