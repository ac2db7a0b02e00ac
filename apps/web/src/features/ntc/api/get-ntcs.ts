// GET ntc (search, actif, page) and GET ntc/{id}.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Ntc, NtcFilter, NtcPage } from '@tremplin/shared';
import { api, type QueryValue } from '@/lib/api-client';
import { ntcKeys } from './keys';

export const useNtcs = (filter: NtcFilter) =>
  useQuery({
    queryKey: ntcKeys.list(filter),
    queryFn: () => api.get<NtcPage>('/api/ntc', { query: filter as Record<string, QueryValue>, loading: false }),
    placeholderData: keepPreviousData,
  });

export const useNtc = (id: number) =>
  useQuery({
    queryKey: ntcKeys.details(id),
    queryFn: () => api.get<Ntc>(`/api/ntc/${id}`),
    enabled: id > 0,
  });
