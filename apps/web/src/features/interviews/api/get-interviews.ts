// A person's interviews, upcoming or past.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type InterviewPeriod, interviewsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { interviewKeys } from './keys';

export const useInterviews = (uid: number, periode: InterviewPeriod, page: number, size: number) =>
  useQuery({
    queryKey: interviewKeys.list(uid, periode, page),
    queryFn: () => call(interviewsEndpoints.ofUser, { params: { uid, periode, page, size } }),
    placeholderData: keepPreviousData,
  });
