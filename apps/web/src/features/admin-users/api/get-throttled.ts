// GET admin/tentatives: accounts whose sign-ins are slowed after repeated failures.
import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { adminUserKeys } from './keys';

export const getThrottledAccounts = () => call(adminEndpoints.throttled, {}, { loading: false, silent: true });

export const useThrottledAccounts = () =>
  useQuery({ queryKey: adminUserKeys.throttled, queryFn: getThrottledAccounts, refetchInterval: 60_000 });
