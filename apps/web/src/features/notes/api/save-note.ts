// POST notes/{cid}, PUT notes (version-guarded) and DELETE notes/{id}.
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Note, type NoteInput, type NoteUpdate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { noteKeys } from './keys';

const listOf = (cid: number) => ['notes', 'list', cid];

export const useCreateNote = (cid: number) =>
  useSavingMutation({
    mutationFn: (input: NoteInput) => api.post<Note>(`/api/notes/${cid}`, input),
    cacheAt: (note) => noteKeys.details(note.id),
    invalidate: [listOf(cid)],
    success: MESSAGES.noteAdded,
  });

export const useUpdateNote = () =>
  useSavingMutation({
    mutationFn: (input: NoteUpdate) => api.put<Note>('/api/notes', input),
    cacheAt: (note) => noteKeys.details(note.id),
    invalidate: (note) => [listOf(note.candidatureId)],
    success: MESSAGES.noteUpdated,
  });

export function useDeleteNote(cid: number) {
  const queryClient = useQueryClient();
  return useSavingMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/notes/${id}`),
    invalidate: [listOf(cid)],
    success: MESSAGES.noteDeleted,
    onSuccess: (_void, id) => queryClient.removeQueries({ queryKey: noteKeys.details(id) }),
  });
}
