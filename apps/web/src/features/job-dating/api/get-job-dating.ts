// GET job-dating/{id}.
import { useQuery } from '@tanstack/react-query';
import type { JobDating } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { jobDatingKeys } from './keys';

export const useJobDating = (id: number) =>
  useQuery({
    queryKey: jobDatingKeys.details(id),
    queryFn: () => api.get<JobDating>(`/api/job-dating/${id}`),
    enabled: id > 0,
  });
