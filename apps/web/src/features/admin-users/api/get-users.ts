// GET admin/{page}/{size} with the list's filters and sort: one page of accounts and their total.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminUserFilter, adminEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { adminUserKeys } from './keys';

export const getAdminUsers = (page: number, size: number, filter: AdminUserFilter) =>
  call(adminEndpoints.page, { params: { page, size }, query: filter }, { loading: false });

export const useAdminUsers = (page: number, size: number, filter: AdminUserFilter) =>
  useQuery({
    queryKey: adminUserKeys.page(page, size, filter),
    queryFn: () => getAdminUsers(page, size, filter),
    placeholderData: keepPreviousData,
  });
