// GET prospect (filters, sort, page; counts per status) and GET prospect/{id}.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROSPECT_PAGE_SIZE, type Prospect, type ProspectFilter, type ProspectPage } from '@tremplin/shared';
import { api, type QueryValue } from '@/lib/api-client';
import { prospectKeys } from './keys';

export const useProspects = (filter: ProspectFilter, page: number) => {
  const query = { ...filter, page, size: PROSPECT_PAGE_SIZE };
  return useQuery({
    queryKey: prospectKeys.list(query),
    queryFn: () =>
      api.get<ProspectPage>('/api/prospect', { query: query as Record<string, QueryValue>, loading: false }),
    placeholderData: keepPreviousData,
  });
};

export const useProspect = (id: number) =>
  useQuery({
    queryKey: prospectKeys.details(id),
    queryFn: () => api.get<Prospect>(`/api/prospect/${id}`),
    enabled: id > 0,
  });
