// The job queue's admin calls: the jobs of a filter, and the retry of a failed one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOBS_MESSAGES, type JobFilter, type JobPage } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

export const jobsKey = (filter: JobFilter) => ['jobs', filter] as const;

export const useJobs = (filter: JobFilter) =>
  useQuery({
    queryKey: jobsKey(filter),
    queryFn: () => api.get<JobPage>(`/api/admin/taches/${filter}`, { loading: false }),
    // The queue moves on its own: the page follows it.
    refetchInterval: 5000,
  });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, id }: { file: string; id: string }) =>
      api.post<null>(`/api/admin/taches/${encodeURIComponent(file)}/${encodeURIComponent(id)}/relancer`),
    onSuccess: () => {
      notify.success(JOBS_MESSAGES.retried);
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
