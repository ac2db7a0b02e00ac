// One interview.
import { useQuery } from '@tanstack/react-query';
import { interviewsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { interviewKeys } from './keys';

/** `enabled: false` while the interview is being deleted: its screen must not fetch it again (and read 404). */
export const useInterview = (id: number, enabled = true) =>
  useQuery({
    queryKey: interviewKeys.details(id),
    queryFn: () => call(interviewsEndpoints.get, { params: { id } }),
    enabled,
  });
