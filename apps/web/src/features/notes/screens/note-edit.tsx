// /admin/modifier-une-note/{id}: a version-guarded change; the attached file can be downloaded, replaced or deleted.
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { recordGate } from '@/components/form/form-page';
import { ContentLayout } from '@/components/layouts/content-layout';
import { idParam } from '@/lib/id-param';
import { downloadAttachment, useDeleteAttachment, useUploadAttachment } from '../api/attachment';
import { useNote } from '../api/get-note';
import { useUpdateNote } from '../api/save-note';
import { NoteForm } from '../components/note-form';
import { NOTE_STATES } from '../note-states';

export function NoteEditScreen() {
  const id = idParam(useParams().id) ?? 0;
  const navigate = useNavigate();
  const note = useNote(id);
  const update = useUpdateNote();
  const upload = useUploadAttachment();
  const detach = useDeleteAttachment();
  const gate = recordGate(note, true, NOTE_STATES);
  if (gate || !note.data) return gate;
  const n = note.data;
  return (
    <ContentLayout title="Modifier la note" intro={n.candidature}>
      {n.fichier ? (
        <Paper withBorder radius="md" p="sm" mb="md">
          <Group justify="space-between">
            <Text>Fichier joint : {n.fichier.nom}</Text>
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} />}
                onClick={() => void downloadAttachment(n).catch(() => undefined)}
              >
                Télécharger
              </Button>
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                loading={detach.isPending}
                onClick={() => detach.mutate(n.id)}
              >
                Supprimer le fichier
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <Paper withBorder radius="lg" p="lg">
        <NoteForm
          key={n.version}
          note={n}
          submitLabel="Enregistrer"
          cancelTo={href('adminNotes', { cid: n.candidatureId })}
          onSubmit={async (values, file) => {
            await update.mutateAsync({ ...values, id: n.id, version: n.version });
            if (file) await upload.mutateAsync({ id: n.id, file }).catch(() => undefined);
            navigate(href('adminNotes', { cid: n.candidatureId }));
          }}
        />
      </Paper>
    </ContentLayout>
  );
}
