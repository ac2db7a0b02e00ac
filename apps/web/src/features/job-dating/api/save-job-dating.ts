// POST job-dating, PUT job-dating (version-guarded) and DELETE job-dating/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type JobDating, type JobDatingInput, type JobDatingUpdate, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { jobDatingKeys } from './keys';

export function useCreateJobDating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobDatingInput) => api.post<JobDating>('/api/job-dating', { ...input, id: 0, version: 0 }),
    onSuccess: (event) => {
      queryClient.setQueryData(jobDatingKeys.details(event.id), event);
      void queryClient.invalidateQueries({ queryKey: [...jobDatingKeys.all, 'list'] });
      notify.success(MESSAGES.jobDatingAdded);
    },
  });
}

export function useUpdateJobDating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobDatingUpdate) => api.put<JobDating>('/api/job-dating', input),
    onSuccess: (event) => {
      queryClient.setQueryData(jobDatingKeys.details(event.id), event);
      void queryClient.invalidateQueries({ queryKey: [...jobDatingKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.invitations });
      notify.success(MESSAGES.jobDatingUpdated);
    },
  });
}

export function useDeleteJobDating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/job-dating/${id}`),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: jobDatingKeys.details(id) });
      void queryClient.invalidateQueries({ queryKey: [...jobDatingKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.invitations });
      notify.success(MESSAGES.jobDatingDeleted);
    },
  });
}
