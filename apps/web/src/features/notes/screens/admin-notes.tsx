// /admin/gestion-des-notes/{cid}: an application's notes, paged, with preview, edit and delete.
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPaperclip, IconPlus } from '@tabler/icons-react';
import type { Note } from '@tremplin/shared';
import { href } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { deleteAction, RowActions } from '@/components/list/row-actions';
import { SearchInput } from '@/components/list/search-input';
import { useConfirmedDelete } from '@/components/list/use-confirmed-delete';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useNotedApplication } from '../api/get-application';
import { useNotes } from '../api/get-notes';
import { useDeleteNote } from '../api/save-note';

const PAGE_SIZE = 10;

export function AdminNotesScreen() {
  const cid = idParam(useParams().cid) ?? 0;
  const application = useNotedApplication(cid);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const notes = useNotes(cid, page - 1, PAGE_SIZE, debounced);
  const deletion = useConfirmedDelete({
    mutation: useDeleteNote(cid),
    idOf: (note: Note) => note.id,
    title: 'Supprimer la note',
    message: (note) => `La note « ${note.titre} » et son fichier joint seront supprimés.`,
  });
  const total = notes.data?.totalElements ?? 0;
  const a = application.data;

  return (
    <ContentLayout
      title="Gestion des notes"
      intro={
        a ? (
          a.utilisateurId === null ? (
            `${a.poste} — ${a.entreprise}`
          ) : (
            <Anchor component={Link} to={href('application', { uid: a.utilisateurId, cid: a.id })}>
              {a.poste} — {a.entreprise}
            </Anchor>
          )
        ) : undefined
      }
    >
      <Group justify="space-between" align="flex-end" mb="md">
        <SearchInput label="Rechercher dans les notes" value={search} onSearch={setSearch} onPage={setPage} />
        <Group gap="xs">
          {a?.utilisateurId ? (
            <Button component={Link} to={href('candidateFile', { uid: a.utilisateurId })} variant="subtle">
              Dossier du candidat
            </Button>
          ) : null}
          <Button component={Link} to={href('adminNoteNew', { cid })} leftSection={<IconPlus size={18} />}>
            Ajouter une note
          </Button>
        </Group>
      </Group>
      <ListStates
        query={notes}
        loadingLabel="Chargement des notes"
        errorText="Les notes ne peuvent pas être affichées pour le moment."
        empty={total === 0}
        emptyText={
          <EmptyTitle title={debounced.trim() ? 'Aucune note ne correspond' : 'Aucune note pour cette candidature'} />
        }
      >
        <Stack gap="sm">
          {notes.data?.items.map((note) => (
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
                <RowActions
                  actions={[
                    { label: 'Aperçu', name: `Aperçu de ${note.titre}`, to: href('adminNotePreview', { id: note.id }) },
                    { label: 'Modifier', name: `Modifier ${note.titre}`, to: href('adminNoteEdit', { id: note.id }) },
                    deleteAction(note.titre, () => deletion.ask(note)),
                  ]}
                />
              </Group>
            </Card>
          ))}
          <Pager total={total} size={PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      </ListStates>
      {deletion.modal}
    </ContentLayout>
  );
}
