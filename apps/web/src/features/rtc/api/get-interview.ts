// The interview a call is about (its parties' names and its time window).
import { useQuery } from '@tanstack/react-query';
import { interviewsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useCallInterview = (id: number) =>
  useQuery({ queryKey: ['rtc', 'interview', id], queryFn: () => call(interviewsEndpoints.get, { params: { id } }) });
