// GET notes/{id}.
import { useQuery } from '@tanstack/react-query';
import type { Note } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

export const useNote = (id: number) =>
  useQuery({ queryKey: noteKeys.details(id), queryFn: () => api.get<Note>(`/api/notes/${id}`), enabled: id > 0 });
