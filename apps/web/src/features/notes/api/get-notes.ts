// GET notes/candidat/{cid}/{page}/{size}[/{search}]: an application's notes, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Note } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

export const useNotes = (cid: number, page: number, size: number, search = '') =>
  useQuery({
    queryKey: noteKeys.list(cid, page, search.trim()),
    queryFn: () =>
      api.get<{ items: Note[]; totalElements: number }>(
        `/api/notes/candidat/${cid}/${page}/${size}${search.trim() ? `/${encodeURIComponent(search.trim())}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
