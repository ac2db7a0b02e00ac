// Staff members one may choose to lead an interview.
import { useQuery } from '@tanstack/react-query';
import { interviewsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { interviewKeys } from './keys';

export const useStaffOptions = () =>
  useQuery({
    queryKey: interviewKeys.staff,
    queryFn: () => call(interviewsEndpoints.staff, {}, { loading: false }),
    staleTime: 5 * 60_000,
  });
