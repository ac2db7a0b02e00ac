// The follow-up link's calls (signed out) and the staff's list of learners who did not answer.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FollowUpAnswer, followUpsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

const signedOut = { auth: false, silent: true, handleUnauthorized: false } as const;

export const useFollowUp = (id: number, signature: string) =>
  useQuery({
    queryKey: ['suivi-formation', id, signature],
    queryFn: () => call(followUpsEndpoints.view, { body: { id, signature } }, signedOut),
    enabled: Number.isSafeInteger(id) && id > 0 && signature.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAnswerFollowUp = () =>
  useMutation({
    mutationFn: (input: FollowUpAnswer) => call(followUpsEndpoints.answer, { body: input }, signedOut),
  });

export const useUnansweredFollowUps = () =>
  useQuery({
    queryKey: ['formations', 'suivis', 'sans-reponse'],
    queryFn: () => call(followUpsEndpoints.unanswered),
  });
