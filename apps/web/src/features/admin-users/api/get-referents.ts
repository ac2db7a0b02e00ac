// GET admin/cef/{page}/{size}: the possible referents, loaded as one page of 100 (SPEC §7, §9).
import { useQuery } from '@tanstack/react-query';
import { adminEndpoints, PAGE_SIZES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { adminUserKeys } from './keys';

export const getReferents = () =>
  call(adminEndpoints.referents, { params: { page: 0, size: PAGE_SIZES.adminList }, query: {} }, { loading: false });

export const useReferents = () =>
  useQuery({ queryKey: adminUserKeys.referents, queryFn: getReferents, staleTime: 60_000 });
