// POST invitationJD/search-by-dto/{page}/{size}: a candidate's own invitations, or an event's for staff.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Invitation, type InvitationSearch, PAGE_SIZES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { jobDatingKeys } from './keys';

export const useInvitations = (search: InvitationSearch, page: number, enabled = true) =>
  useQuery({
    queryKey: jobDatingKeys.invitationList(search, page),
    queryFn: () =>
      api.post<{ items: Invitation[]; totalElements: number }>(
        `/api/invitationJD/search-by-dto/${page}/${PAGE_SIZES.invitations}`,
        search,
        { loading: false },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
