// POST admin (a new account) and POST admin/pole-emploi (an employment-agency candidate).
import {
  ADMIN_USER_MESSAGES,
  type AdminUserCreate,
  type AgencyCandidate,
  MESSAGES,
  type PublicUser,
} from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { adminUserKeys } from './keys';

export const createAdminUser = (input: AdminUserCreate) => api.post<PublicUser>('/api/admin', input);
export const createAgencyCandidate = (input: AgencyCandidate) => api.post<PublicUser>('/api/admin/pole-emploi', input);

export const useCreateAdminUser = () =>
  useSavingMutation({
    mutationFn: createAdminUser,
    invalidate: [adminUserKeys.all],
    success: ADMIN_USER_MESSAGES.userAdded,
  });

export const useCreateAgencyCandidate = () =>
  useSavingMutation({
    mutationFn: createAgencyCandidate,
    invalidate: [adminUserKeys.all],
    success: MESSAGES.candidateAdded,
  });
