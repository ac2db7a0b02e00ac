// Adding, changing (version-guarded) and deleting a note.
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type NoteInput, type NoteUpdate, notesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { noteKeys } from './keys';

const listOf = (cid: number) => ['notes', 'list', cid];

export const useCreateNote = (cid: number) =>
  useSavingMutation({
    mutationFn: (input: NoteInput) => call(notesEndpoints.create, { params: { id: cid }, body: input }),
    cacheAt: (note) => noteKeys.details(note.id),
    invalidate: [listOf(cid)],
    success: MESSAGES.noteAdded,
  });

export const useUpdateNote = () =>
  useSavingMutation({
    mutationFn: (input: NoteUpdate) => call(notesEndpoints.update, { body: input }),
    cacheAt: (note) => noteKeys.details(note.id),
    invalidate: (note) => [listOf(note.candidatureId)],
    success: MESSAGES.noteUpdated,
  });

export function useDeleteNote(cid: number) {
  const queryClient = useQueryClient();
  return useSavingMutation({
    mutationFn: (id: number) => call(notesEndpoints.remove, { params: { id } }),
    invalidate: [listOf(cid)],
    success: MESSAGES.noteDeleted,
    onSuccess: (_void, id) => queryClient.removeQueries({ queryKey: noteKeys.details(id) }),
  });
}
