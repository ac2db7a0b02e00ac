// GET invitationJD/{id}: the invitation with its event.
import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { jobDatingKeys } from './keys';

export const useInvitation = (id: number) =>
  useQuery({
    queryKey: jobDatingKeys.invitation(id),
    queryFn: () => api.get<Invitation>(`/api/invitationJD/${id}`),
    enabled: id > 0,
  });
