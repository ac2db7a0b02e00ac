// GET candidature/relances/{uid}: the candidate's applications still without answer after the staff's delay.
import { useQuery } from '@tanstack/react-query';
import type { FollowUp } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const useFollowUps = (uid: number) =>
  useQuery({
    queryKey: ['follow-ups', uid],
    queryFn: () => api.get<FollowUp[]>(`/api/candidature/relances/${uid}`, { loading: false, silent: true }),
  });
