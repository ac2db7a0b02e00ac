// GET admin/{page}/{size} with the list's filters and sort: one page of accounts and their total.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserFilter, AdminUserPage } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './keys';

export const getAdminUsers = (page: number, size: number, filter: AdminUserFilter) =>
  api.get<AdminUserPage>(`/api/admin/${page}/${size}`, {
    query: filter as Record<string, string | number | undefined>,
    loading: false,
  });

export const useAdminUsers = (page: number, size: number, filter: AdminUserFilter) =>
  useQuery({
    queryKey: adminUserKeys.page(page, size, filter),
    queryFn: () => getAdminUsers(page, size, filter),
    placeholderData: keepPreviousData,
  });
