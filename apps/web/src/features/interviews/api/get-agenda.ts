// The staff agenda (today, upcoming, past), one tab a page, for one adviser or all.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AgendaPeriod, interviewsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { interviewKeys } from './keys';

export const useAgenda = (periode: AgendaPeriod, page: number, size: number, conseiller: number | null) =>
  useQuery({
    queryKey: interviewKeys.agenda(periode, page, conseiller),
    queryFn: () =>
      call(interviewsEndpoints.agenda, {
        params: { periode, page, size },
        query: { conseiller: conseiller || undefined },
      }),
    placeholderData: keepPreviousData,
  });
