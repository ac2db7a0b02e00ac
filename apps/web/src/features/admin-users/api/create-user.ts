// POST admin (a new account) and POST admin/pole-emploi (an employment-agency candidate).
import {
  ADMIN_USER_MESSAGES,
  type AdminUserCreate,
  type AgencyCandidate,
  adminEndpoints,
  MESSAGES,
} from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { adminUserKeys } from './keys';

export const createAdminUser = (input: AdminUserCreate) => call(adminEndpoints.create, { body: input });
export const createAgencyCandidate = (input: AgencyCandidate) =>
  call(adminEndpoints.createAgencyCandidate, { body: input });

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
