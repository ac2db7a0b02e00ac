// Applications per candidate, paged, sortable, searchable by one field.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applicationsEndpoints, type TOTALS_HEADERS, type TOTALS_SEARCH_FIELDS } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { applicationKeys } from './keys';

export interface TotalsParams {
  /** Zero-based. */
  page: number;
  size: number;
  sort: { header: (typeof TOTALS_HEADERS)[number]; direction: 'asc' | 'desc' } | null;
  search: { field: (typeof TOTALS_SEARCH_FIELDS)[number]; value: string } | null;
}

/** Sorting and searching each add their segments to the path, so each combination is its own endpoint. */
export function getApplicationTotals({ page, size, sort, search }: TotalsParams) {
  const value = search?.value.trim();
  const searched = search && value ? { search: search.field, value } : null;
  if (sort) {
    const ordered = { page, size, header: sort.header, direction: sort.direction };
    return searched
      ? call(applicationsEndpoints.totalsOrderedSearched, { params: { ...ordered, ...searched } })
      : call(applicationsEndpoints.totalsOrdered, { params: ordered });
  }
  return searched
    ? call(applicationsEndpoints.totalsSearched, { params: { page, size, ...searched } })
    : call(applicationsEndpoints.totals, { params: { page, size } });
}

export const useApplicationTotals = (params: TotalsParams) =>
  useQuery({
    queryKey: applicationKeys.totals(params),
    queryFn: () => getApplicationTotals(params),
    placeholderData: keepPreviousData,
  });
