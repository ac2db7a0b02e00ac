// GET admin/tentatives: accounts whose sign-ins are slowed after repeated failures.
import { useQuery } from '@tanstack/react-query';
import type { ThrottledAccount } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './keys';

export const getThrottledAccounts = () =>
  api.get<ThrottledAccount[]>('/api/admin/tentatives', { loading: false, silent: true });

export const useThrottledAccounts = () =>
  useQuery({ queryKey: adminUserKeys.throttled, queryFn: getThrottledAccounts, refetchInterval: 60_000 });
