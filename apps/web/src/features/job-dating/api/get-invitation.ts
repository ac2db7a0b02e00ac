// The invitation with its event.
import { useQuery } from '@tanstack/react-query';
import { jobDatingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { jobDatingKeys } from './keys';

export const useInvitation = (id: number) =>
  useQuery({
    queryKey: jobDatingKeys.invitation(id),
    queryFn: () => call(jobDatingEndpoints.getInvitation, { params: { id } }),
    enabled: id > 0,
  });
