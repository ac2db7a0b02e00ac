// POST job-dating, PUT job-dating (version-guarded) and DELETE job-dating/{id}.
import { useQueryClient } from '@tanstack/react-query';
import { type JobDating, type JobDatingInput, type JobDatingUpdate, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { jobDatingKeys } from './keys';

const lists = [...jobDatingKeys.all, 'list'];

export const useCreateJobDating = () =>
  useSavingMutation({
    mutationFn: (input: JobDatingInput) => api.post<JobDating>('/api/job-dating', { ...input, id: 0, version: 0 }),
    cacheAt: (event) => jobDatingKeys.details(event.id),
    invalidate: [lists],
    success: MESSAGES.jobDatingAdded,
  });

export const useUpdateJobDating = () =>
  useSavingMutation({
    mutationFn: (input: JobDatingUpdate) => api.put<JobDating>('/api/job-dating', input),
    cacheAt: (event) => jobDatingKeys.details(event.id),
    invalidate: [lists, jobDatingKeys.invitations],
    success: MESSAGES.jobDatingUpdated,
  });

export function useDeleteJobDating() {
  const queryClient = useQueryClient();
  return useSavingMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/job-dating/${id}`),
    invalidate: [lists, jobDatingKeys.invitations],
    success: MESSAGES.jobDatingDeleted,
    onSuccess: (_void, id) => queryClient.removeQueries({ queryKey: jobDatingKeys.details(id) }),
  });
}
