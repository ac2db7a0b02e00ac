// Creating, changing (version-guarded) and deleting a job dating.
import { useQueryClient } from '@tanstack/react-query';
import { type JobDatingInput, type JobDatingUpdate, jobDatingEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { jobDatingKeys } from './keys';

const lists = [...jobDatingKeys.all, 'list'];

export const useCreateJobDating = () =>
  useSavingMutation({
    mutationFn: (input: JobDatingInput) => call(jobDatingEndpoints.create, { body: { ...input, id: 0, version: 0 } }),
    cacheAt: (event) => jobDatingKeys.details(event.id),
    invalidate: [lists],
    success: MESSAGES.jobDatingAdded,
  });

export const useUpdateJobDating = () =>
  useSavingMutation({
    mutationFn: (input: JobDatingUpdate) => call(jobDatingEndpoints.update, { body: input }),
    cacheAt: (event) => jobDatingKeys.details(event.id),
    invalidate: [lists, jobDatingKeys.invitations],
    success: MESSAGES.jobDatingUpdated,
  });

export function useDeleteJobDating() {
  const queryClient = useQueryClient();
  return useSavingMutation({
    mutationFn: (id: number) => call(jobDatingEndpoints.remove, { params: { id } }),
    invalidate: [lists, jobDatingKeys.invitations],
    success: MESSAGES.jobDatingDeleted,
    onSuccess: (_void, id) => queryClient.removeQueries({ queryKey: jobDatingKeys.details(id) }),
  });
}
