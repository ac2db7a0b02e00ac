import type { InvitationSearch, JobDatingSearch } from '@tremplin/shared';

export const jobDatingKeys = {
  all: ['job-dating'] as const,
  list: (search: JobDatingSearch, page: number) => ['job-dating', 'list', search, page] as const,
  details: (id: number) => ['job-dating', 'details', id] as const,
  invitations: ['job-dating', 'invitations'] as const,
  invitationList: (search: InvitationSearch, page: number) =>
    ['job-dating', 'invitations', 'list', search, page] as const,
  invitation: (id: number) => ['job-dating', 'invitations', 'details', id] as const,
  authors: ['job-dating', 'authors'] as const,
};
