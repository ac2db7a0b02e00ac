// A candidate's own invitations, or an event's for staff.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type InvitationSearch, jobDatingEndpoints, PAGE_SIZES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { jobDatingKeys } from './keys';

export const useInvitations = (search: InvitationSearch, page: number, enabled = true) =>
  useQuery({
    queryKey: jobDatingKeys.invitationList(search, page),
    queryFn: () =>
      call(
        jobDatingEndpoints.searchInvitations,
        { params: { page, size: PAGE_SIZES.invitations }, body: search },
        { loading: false },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
