// The staff members who may have authored an event, for the author filter.
import { useQuery } from '@tanstack/react-query';
import { interviewsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { jobDatingKeys } from './keys';

export const useAuthorOptions = () =>
  useQuery({
    queryKey: jobDatingKeys.authors,
    queryFn: () => call(interviewsEndpoints.staff, {}, { loading: false }),
    staleTime: 5 * 60_000,
  });
