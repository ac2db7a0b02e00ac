// The NTC list (search, actif, page) and one NTC.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type NtcFilter, ntcEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { ntcKeys } from './keys';

export const useNtcs = (filter: NtcFilter) =>
  useQuery({
    queryKey: ntcKeys.list(filter),
    queryFn: () => call(ntcEndpoints.list, { query: filter }, { loading: false }),
    placeholderData: keepPreviousData,
  });

export const useNtc = (id: number) =>
  useQuery({
    queryKey: ntcKeys.details(id),
    queryFn: () => call(ntcEndpoints.get, { params: { id } }),
    enabled: id > 0,
  });
