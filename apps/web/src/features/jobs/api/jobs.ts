// The job queue's admin calls: the jobs of a filter, and the retry of a failed one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOBS_MESSAGES, type JobFilter, jobsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export const jobsKey = (filter: JobFilter) => ['jobs', filter] as const;

export const useJobs = (filter: JobFilter) =>
  useQuery({
    queryKey: jobsKey(filter),
    queryFn: () => call(jobsEndpoints.jobs, { params: { filtre: filter } }, { loading: false }),
    // The queue moves on its own: the page follows it.
    refetchInterval: 5000,
  });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, id }: { file: string; id: string }) => call(jobsEndpoints.retry, { params: { file, id } }),
    onSuccess: () => {
      notify.success(JOBS_MESSAGES.retried);
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
