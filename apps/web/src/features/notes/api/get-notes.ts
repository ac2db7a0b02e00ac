// An application's notes, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { noteKeys } from './keys';

export const useNotes = (cid: number, page: number, size: number, search = '') =>
  useQuery({
    queryKey: noteKeys.list(cid, page, search.trim()),
    queryFn: () => call(notesEndpoints.ofApplication, { params: { id: cid, page, size, search: search.trim() } }),
    placeholderData: keepPreviousData,
  });
