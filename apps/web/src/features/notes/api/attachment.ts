// The note's attached file (staff only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Note, notesEndpoints } from '@tremplin/shared';
import { saveBlob } from '@/lib/download';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { noteKeys } from './keys';

export function uploadAttachment(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(notesEndpoints.attach, { params: { id }, body: form }, { silent: true });
}

export function useUploadAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadAttachment(id, file),
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.details(note.id), note);
      void queryClient.invalidateQueries({ queryKey: ['notes', 'list', note.candidatureId] });
    },
    onError: (err: Error) =>
      notify.error(
        err.message && err.message !== MESSAGES.uploadFailed
          ? `${MESSAGES.uploadFailed} ${err.message}`
          : MESSAGES.uploadFailed,
      ),
  });
}

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notesEndpoints.detach, { params: { id } }, { silent: true }),
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.details(note.id), note);
      void queryClient.invalidateQueries({ queryKey: ['notes', 'list', note.candidatureId] });
      notify.success(MESSAGES.attachmentDeleted);
    },
    onError: () => notify.error(MESSAGES.deleteFileFailed),
  });
}

export async function downloadAttachment(note: Note): Promise<void> {
  const blob = await call(notesEndpoints.download, { params: { id: note.id } });
  saveBlob(blob, note.fichier?.nom ?? `note-${note.id}`);
}
