// The admins' search of the access journal, paged by the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AccessJournalSearch, accessJournalEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useAccessJournalSearch = (search: AccessJournalSearch) =>
  useQuery({
    queryKey: ['access-journal', 'search', search] as const,
    queryFn: () => call(accessJournalEndpoints.search, { query: search }, { loading: false }),
    placeholderData: keepPreviousData,
  });
