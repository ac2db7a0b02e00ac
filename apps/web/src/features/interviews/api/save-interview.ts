// Scheduling an interview, and changing one (version-guarded).
import { type InterviewInput, type InterviewUpdate, interviewsEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { interviewKeys } from './keys';

// The application's details list its interviews.
const changed = [interviewKeys.all, ['applications']];

export const useCreateInterview = () =>
  useSavingMutation({
    mutationFn: (input: InterviewInput) => call(interviewsEndpoints.create, { body: input }),
    cacheAt: (created) => interviewKeys.details(created.id),
    invalidate: changed,
    success: MESSAGES.interviewAdded,
  });

export const useUpdateInterview = () =>
  useSavingMutation({
    mutationFn: (input: InterviewUpdate) => call(interviewsEndpoints.update, { body: input }),
    cacheAt: (updated) => interviewKeys.details(updated.id),
    invalidate: changed,
    success: MESSAGES.interviewUpdated,
  });
