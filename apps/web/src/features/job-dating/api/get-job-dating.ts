// One job dating.
import { useQuery } from '@tanstack/react-query';
import { jobDatingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { jobDatingKeys } from './keys';

export const useJobDating = (id: number) =>
  useQuery({
    queryKey: jobDatingKeys.details(id),
    queryFn: () => call(jobDatingEndpoints.get, { params: { id } }),
    enabled: id > 0,
  });
