// /admin/note-preview/{id}: the note as it reads (HTML cleaned by the server), with its attached file.
import { Anchor, Button, Group, Paper, Text, TypographyStylesProvider } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { recordGate } from '@/components/form/form-page';
import { ContentLayout } from '@/components/layouts/content-layout';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { downloadAttachment } from '../api/attachment';
import { useNote } from '../api/get-note';
import { NOTE_STATES } from '../note-states';

export function NotePreviewScreen() {
  const id = idParam(useParams().id) ?? 0;
  const note = useNote(id);
  const gate = recordGate(note, true, NOTE_STATES);
  if (gate || !note.data) return gate;
  const n = note.data;
  return (
    <ContentLayout
      title={n.titre}
      intro={
        <>
          <Anchor component={Link} to={href('adminNotes', { cid: n.candidatureId })}>
            {n.candidature}
          </Anchor>
          {' · '}
          <Anchor component={Link} to={href('candidateFile', { uid: n.utilisateurId })}>
            Dossier du candidat
          </Anchor>
        </>
      }
    >
      <Text size="sm" c="dimmed" mb="sm">
        {n.auteur ?? 'Auteur inconnu'} — {dayjs(n.createdAt).format('D MMMM YYYY [à] HH:mm')}
      </Text>
      <Paper withBorder radius="lg" p="lg" mb="md">
        {n.contenu ? (
          <TypographyStylesProvider>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned on the server with SPEC §5's rules before it was stored */}
            <div dangerouslySetInnerHTML={{ __html: n.contenu }} />
          </TypographyStylesProvider>
        ) : (
          <Text c="dimmed">Cette note n’a pas de contenu.</Text>
        )}
      </Paper>
      <Group>
        {n.fichier ? (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => void downloadAttachment(n).catch(() => undefined)}
          >
            Télécharger {n.fichier.nom}
          </Button>
        ) : null}
        <Button
          component={Link}
          to={href('adminNoteEdit', { id: n.id })}
          variant="default"
          leftSection={<IconEdit size={16} />}
        >
          Modifier
        </Button>
      </Group>
    </ContentLayout>
  );
}
