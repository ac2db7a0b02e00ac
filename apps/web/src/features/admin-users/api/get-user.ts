// GET utilisateur/{id}: the whole account to edit (staff see hidden and inactive ones).
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './keys';

export const getAdminUser = (id: number) => api.get<PublicUser>(`/api/utilisateur/${id}`, { silent: true });

export const useAdminUser = (id: number) =>
  useQuery({ queryKey: adminUserKeys.one(id), queryFn: () => getAdminUser(id), enabled: id > 0, retry: false });
