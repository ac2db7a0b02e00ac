// GET candidature/relances/{uid}: the candidate's applications still without answer after the staff's delay.
import { useQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useFollowUps = (uid: number) =>
  useQuery({
    queryKey: ['follow-ups', uid],
    queryFn: () => call(jobsEndpoints.followUps, { params: { uid } }, { loading: false, silent: true }),
  });
