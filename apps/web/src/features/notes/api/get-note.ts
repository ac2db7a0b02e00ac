// One note.
import { useQuery } from '@tanstack/react-query';
import { notesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { noteKeys } from './keys';

export const useNote = (id: number) =>
  useQuery({
    queryKey: noteKeys.details(id),
    queryFn: () => call(notesEndpoints.get, { params: { id } }),
    enabled: id > 0,
  });
