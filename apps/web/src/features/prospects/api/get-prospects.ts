// The prospects (filters, sort, page; counts per status) and one prospect.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROSPECT_PAGE_SIZE, type ProspectFilter, prospectsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { prospectKeys } from './keys';

export const useProspects = (filter: ProspectFilter, page: number) => {
  const query = { ...filter, page, size: PROSPECT_PAGE_SIZE };
  return useQuery({
    queryKey: prospectKeys.list(query),
    queryFn: () => call(prospectsEndpoints.list, { query }, { loading: false }),
    placeholderData: keepPreviousData,
  });
};

export const useProspect = (id: number) =>
  useQuery({
    queryKey: prospectKeys.details(id),
    queryFn: () => call(prospectsEndpoints.get, { params: { id } }),
    enabled: id > 0,
  });
