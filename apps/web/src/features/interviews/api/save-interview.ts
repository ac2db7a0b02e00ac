// POST entretien (schedule) and PUT entretien (version-guarded change).
import { type Interview, type InterviewInput, type InterviewUpdate, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { interviewKeys } from './keys';

// The application's details list its interviews.
const changed = [interviewKeys.all, ['applications']];

export const useCreateInterview = () =>
  useSavingMutation({
    mutationFn: (input: InterviewInput) => api.post<Interview>('/api/entretien', input),
    cacheAt: (created) => interviewKeys.details(created.id),
    invalidate: changed,
    success: MESSAGES.interviewAdded,
  });

export const useUpdateInterview = () =>
  useSavingMutation({
    mutationFn: (input: InterviewUpdate) => api.put<Interview>('/api/entretien', input),
    cacheAt: (updated) => interviewKeys.details(updated.id),
    invalidate: changed,
    success: MESSAGES.interviewUpdated,
  });
