// /admin/ajouter-une-note/{cid}: a new note on an application, with an optional attached file.
import { href } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { idParam } from '@/lib/id-param';
import { useUploadAttachment } from '../api/attachment';
import { useCreateNote } from '../api/save-note';
import { NoteForm } from '../components/note-form';

export function NoteNewScreen() {
  const cid = idParam(useParams().cid) ?? 0;
  const navigate = useNavigate();
  const create = useCreateNote(cid);
  const upload = useUploadAttachment();
  return (
    <FormPage title="Ajouter une note">
      <NoteForm
        submitLabel="Ajouter la note"
        cancelTo={href('adminNotes', { cid })}
        onSubmit={async (values, file) => {
          const note = await create.mutateAsync(values);
          // The note is kept even when its file is refused: the toast says why, the edit screen can retry.
          if (file) await upload.mutateAsync({ id: note.id, file }).catch(() => undefined);
          navigate(href('adminNotes', { cid }));
        }}
      />
    </FormPage>
  );
}
