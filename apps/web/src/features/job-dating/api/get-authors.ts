// GET entretien/personnel: the staff members who may have authored an event, for the author filter.
import { useQuery } from '@tanstack/react-query';
import type { StaffOption } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { jobDatingKeys } from './keys';

export const useAuthorOptions = () =>
  useQuery({
    queryKey: jobDatingKeys.authors,
    queryFn: () => api.get<StaffOption[]>('/api/entretien/personnel', { loading: false }),
    staleTime: 5 * 60_000,
  });
