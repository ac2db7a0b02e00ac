// One message, for its two parties only.
import { useQuery } from '@tanstack/react-query';
import { messagingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { messagingKeys } from './keys';

export const getMessage = (id: number) => call(messagingEndpoints.get, { params: { id } }, { silent: true });

export const useMessage = (id: number) =>
  useQuery({ queryKey: messagingKeys.message(id), queryFn: () => getMessage(id), retry: false, enabled: id > 0 });
