// Events narrowed by author, place, theme and description text.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type JobDatingSearch, jobDatingEndpoints, PAGE_SIZES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { jobDatingKeys } from './keys';

export const useJobDatings = (search: JobDatingSearch, page: number) =>
  useQuery({
    queryKey: jobDatingKeys.list(search, page),
    queryFn: () =>
      call(
        jobDatingEndpoints.search,
        { params: { page, size: PAGE_SIZES.jobDatings }, body: search },
        { loading: false },
      ),
    placeholderData: keepPreviousData,
  });

/** The events still to come, soonest first (the first 50 found): what staff may invite someone to. */
export function useComingJobDatings(enabled: boolean) {
  const events = useQuery({
    queryKey: [...jobDatingKeys.all, 'coming'] as const,
    queryFn: () => call(jobDatingEndpoints.search, { params: { page: 0, size: 50 }, body: {} }, { loading: false }),
    enabled,
  });
  const now = Date.now();
  const coming = (events.data?.items ?? [])
    .filter((e) => new Date(e.date).getTime() >= now)
    .sort((a, b) => a.date.localeCompare(b.date));
  return { isPending: events.isPending, coming };
}
