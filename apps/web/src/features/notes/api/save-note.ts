// POST notes/{cid}, PUT notes (version-guarded) and DELETE notes/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Note, type NoteInput, type NoteUpdate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { noteKeys } from './keys';

export function useCreateNote(cid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => api.post<Note>(`/api/notes/${cid}`, input),
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.details(note.id), note);
      void queryClient.invalidateQueries({ queryKey: ['notes', 'list', cid] });
      notify.success(MESSAGES.noteAdded);
    },
  });
}

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteUpdate) => api.put<Note>('/api/notes', input),
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.details(note.id), note);
      void queryClient.invalidateQueries({ queryKey: ['notes', 'list', note.candidatureId] });
      notify.success(MESSAGES.noteUpdated);
    },
  });
}

export function useDeleteNote(cid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/notes/${id}`),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: noteKeys.details(id) });
      void queryClient.invalidateQueries({ queryKey: ['notes', 'list', cid] });
      notify.success(MESSAGES.noteDeleted);
    },
  });
}
