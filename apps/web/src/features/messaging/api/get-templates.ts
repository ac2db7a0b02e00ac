// The staff's templates offered when writing a message (the first 20 found).
import { useQuery } from '@tanstack/react-query';
import { templatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { messagingKeys } from './keys';

export const getTemplateChoices = (q: string) =>
  call(templatesEndpoints.list, { params: { page: 0, size: 20, search: q } }, { loading: false });

export const useTemplateChoices = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: messagingKeys.templates(q.trim()),
    queryFn: () => getTemplateChoices(q.trim()),
    enabled,
    staleTime: 60_000,
  });
