// Who from the organisation consulted or changed one's data, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCESS_JOURNAL_PAGE_SIZE, accessJournalEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useAccessJournal = (id: number, page: number) =>
  useQuery({
    queryKey: ['personal-data', id, 'access-journal', page] as const,
    queryFn: () =>
      call(
        accessJournalEndpoints.ofPerson,
        { params: { id }, query: { page, size: ACCESS_JOURNAL_PAGE_SIZE } },
        { loading: false, silent: true },
      ),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
