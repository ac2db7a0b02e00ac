// GET admin/cef/{page}/{size}: the possible referents, loaded as one page of 100 (SPEC §7, §9).
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Referent } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './keys';

export const getReferents = () =>
  api.get<{ items: Referent[]; totalElements: number }>(`/api/admin/cef/0/${PAGE_SIZES.adminList}`, {
    loading: false,
  });

export const useReferents = () =>
  useQuery({ queryKey: adminUserKeys.referents, queryFn: getReferents, staleTime: 60_000 });
