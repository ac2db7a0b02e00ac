// One page of templates.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { templatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { templateKeys } from './keys';

export const getTemplates = (page: number, size: number, search = '') =>
  call(templatesEndpoints.list, { params: { page, size, search: search.trim() } }, { loading: false });

export const useTemplates = (page: number, size: number, search: string) =>
  useQuery({
    queryKey: templateKeys.page(page, size, search.trim()),
    queryFn: () => getTemplates(page, size, search),
    placeholderData: keepPreviousData,
  });
