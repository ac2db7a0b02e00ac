// Bulk invitations: who a selection reaches (paged, with counts), then one request that invites them all or none;
// and the lists its filters offer (referents, skills).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type BulkInvitationInput, jobDatingEndpoints, skillsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { jobDatingKeys } from './keys';

export const BULK_PREVIEW_SIZE = 10;

export const useBulkPreview = (input: BulkInvitationInput, page: number, enabled = true) =>
  useQuery({
    queryKey: [...jobDatingKeys.invitations, 'bulk-preview', input, page] as const,
    queryFn: () =>
      call(
        jobDatingEndpoints.previewBulk,
        { params: { page, size: BULK_PREVIEW_SIZE }, body: input },
        { loading: false, silent: true },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useBulkInvite(jobDatingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkInvitationInput) => call(jobDatingEndpoints.sendBulk, { body: input }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: jobDatingKeys.details(jobDatingId) });
      notify.success(result.message);
    },
  });
}

export const useReferentChoices = () =>
  useQuery({
    queryKey: [...jobDatingKeys.all, 'referents'] as const,
    queryFn: () => call(adminEndpoints.referents, { params: { page: 0, size: 100 }, query: {} }, { loading: false }),
    staleTime: 60_000,
  });

export const useSkillChoices = () =>
  useQuery({
    queryKey: [...jobDatingKeys.all, 'skills'] as const,
    queryFn: () => call(skillsEndpoints.all, { params: {} }, { loading: false }),
    staleTime: 10 * 60_000,
  });
