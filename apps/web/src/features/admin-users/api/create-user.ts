// POST admin (a new account) and POST admin/pole-emploi (an employment-agency candidate).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_USER_MESSAGES,
  type AdminUserCreate,
  type AgencyCandidate,
  MESSAGES,
  type PublicUser,
} from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { adminUserKeys } from './keys';

export const createAdminUser = (input: AdminUserCreate) => api.post<PublicUser>('/api/admin', input);
export const createAgencyCandidate = (input: AgencyCandidate) => api.post<PublicUser>('/api/admin/pole-emploi', input);

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      notify.success(ADMIN_USER_MESSAGES.userAdded);
    },
  });
}

export function useCreateAgencyCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgencyCandidate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      notify.success(MESSAGES.candidateAdded);
    },
  });
}
