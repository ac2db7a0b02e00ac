// /admin/gestion-des-notes/{cid}: an application's notes, paged, with preview, edit and delete.
import { Anchor, Button, Card, Group, Modal, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPaperclip, IconPlus, IconSearch } from '@tabler/icons-react';
import type { Note } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { dayjs } from '@/lib/dayjs';
import { useNotedApplication } from '../api/get-application';
import { useNotes } from '../api/get-notes';
import { useDeleteNote } from '../api/save-note';
import { idParam, notePaths } from '../paths';

const PAGE_SIZE = 10;

export function AdminNotesScreen() {
  const cid = idParam(useParams().cid) ?? 0;
  const application = useNotedApplication(cid);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const notes = useNotes(cid, page - 1, PAGE_SIZE, debounced);
  const remove = useDeleteNote(cid);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const total = notes.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const a = application.data;

  return (
    <ContentLayout
      title="Gestion des notes"
      intro={
        a ? (
          <Anchor component={Link} to={notePaths.application(a.utilisateurId, a.id)}>
            {a.poste} — {a.entreprise}
          </Anchor>
        ) : undefined
      }
    >
      <Group justify="space-between" align="flex-end" mb="md">
        <TextInput
          label="Rechercher dans les notes"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Button component={Link} to={notePaths.create(cid)} leftSection={<IconPlus size={18} />}>
          Ajouter une note
        </Button>
      </Group>
      {notes.isPending ? (
        <Spinner label="Chargement des notes" />
      ) : notes.isError ? (
        <Text c="orange">Les notes ne peuvent pas être affichées pour le moment.</Text>
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Title order={2} size="h4">
            {debounced.trim() ? 'Aucune note ne correspond' : 'Aucune note pour cette candidature'}
          </Title>
        </Paper>
      ) : (
        <Stack gap="sm">
          {notes.data.items.map((note) => (
            <Card key={note.id} withBorder radius="md">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={600}>{note.titre}</Text>
                  <Text size="sm" c="dimmed">
                    {note.auteur ?? 'Auteur inconnu'} — {dayjs(note.createdAt).format('DD/MM/YYYY [à] HH:mm')}
                  </Text>
                  {note.fichier ? (
                    <Group gap={4}>
                      <IconPaperclip size={14} aria-hidden="true" />
                      <Text size="sm">{note.fichier.nom}</Text>
                    </Group>
                  ) : null}
                </div>
                <Group gap="xs">
                  <Anchor component={Link} to={notePaths.preview(note.id)} aria-label={`Aperçu de ${note.titre}`}>
                    Aperçu
                  </Anchor>
                  <Anchor component={Link} to={notePaths.edit(note.id)} aria-label={`Modifier ${note.titre}`}>
                    Modifier
                  </Anchor>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={`Supprimer ${note.titre}`}
                    onClick={() => setDeleting(note)}
                  >
                    Supprimer
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title="Supprimer la note" centered>
        <Text mb="lg">La note « {deleting?.titre} » et son fichier joint seront supprimés.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
            Annuler
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          >
            Supprimer
          </Button>
        </Group>
      </Modal>
    </ContentLayout>
  );
}
