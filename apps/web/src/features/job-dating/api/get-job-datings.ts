// POST job-dating/search-by-dto/{page}/{size}: events narrowed by author, place, theme and description text.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type JobDating, type JobDatingSearch, PAGE_SIZES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { jobDatingKeys } from './keys';

export const useJobDatings = (search: JobDatingSearch, page: number) =>
  useQuery({
    queryKey: jobDatingKeys.list(search, page),
    queryFn: () =>
      api.post<{ items: JobDating[]; totalElements: number }>(
        `/api/job-dating/search-by-dto/${page}/${PAGE_SIZES.jobDatings}`,
        search,
        { loading: false },
      ),
    placeholderData: keepPreviousData,
  });
