// One template.
import { useQuery } from '@tanstack/react-query';
import { templatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { templateKeys } from './keys';

export const getTemplate = (id: number) => call(templatesEndpoints.get, { params: { id } }, { silent: true });

export const useTemplate = (id: number) =>
  useQuery({ queryKey: templateKeys.one(id), queryFn: () => getTemplate(id), enabled: id > 0, retry: false });
