// GET candidature/countForEach[Ordered]/…: applications per candidate, paged, sortable, searchable by one field.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationTotal, TOTALS_HEADERS, TOTALS_SEARCH_FIELDS } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

export interface TotalsParams {
  /** Zero-based. */
  page: number;
  size: number;
  sort: { header: (typeof TOTALS_HEADERS)[number]; direction: 'asc' | 'desc' } | null;
  search: { field: (typeof TOTALS_SEARCH_FIELDS)[number]; value: string } | null;
}

export function totalsPath({ page, size, sort, search }: TotalsParams): string {
  const tail = search?.value.trim() ? `/${search.field}/${encodeURIComponent(search.value.trim())}` : '';
  return sort
    ? `/api/candidature/countForEachOrdered/${page}/${size}/${sort.header}/${sort.direction}${tail}`
    : `/api/candidature/countForEach/${page}/${size}${tail}`;
}

export const useApplicationTotals = (params: TotalsParams) =>
  useQuery({
    queryKey: applicationKeys.totals(params),
    queryFn: () => api.get<{ items: ApplicationTotal[]; totalElements: number }>(totalsPath(params)),
    placeholderData: keepPreviousData,
  });
