// POST entretien (schedule) and PUT entretien (version-guarded change).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Interview, type InterviewInput, type InterviewUpdate, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { interviewKeys } from './keys';

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewInput) => api.post<Interview>('/api/entretien', input),
    onSuccess: (created) => {
      queryClient.setQueryData(interviewKeys.details(created.id), created);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      // The application's details list its interviews.
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify.success(MESSAGES.interviewAdded);
    },
  });
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewUpdate) => api.put<Interview>('/api/entretien', input),
    onSuccess: (updated) => {
      queryClient.setQueryData(interviewKeys.details(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify.success(MESSAGES.interviewUpdated);
    },
  });
}
