// /admin/gestion-des-jobdating: events searched by place, theme, description and author, ten per page.
import { Badge, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconX } from '@tabler/icons-react';
import { href, type JobDating, type JobDatingSearch, PAGE_SIZES, personName } from '@tremplin/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { deleteAction, RowActions } from '@/components/list/row-actions';
import { useConfirmedDelete } from '@/components/list/use-confirmed-delete';
import { dayjs } from '@/lib/dayjs';
import { useAuthorOptions } from '../api/get-authors';
import { useJobDatings } from '../api/get-job-datings';
import { useDeleteJobDating } from '../api/save-job-dating';
import { DATE_FORMAT } from '../job-dating-display';

const EMPTY = { lieu: '', thematique: '', description: '' };

export function AdminJobDatingsScreen() {
  const authors = useAuthorOptions();
  const [fields, setFields] = useState(EMPTY);
  const [author, setAuthor] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(fields, 300);
  const [page, setPage] = useState(1);
  const search = useMemo<JobDatingSearch>(
    () => ({
      lieu: debounced.lieu.trim() || null,
      thematique: debounced.thematique.trim() || null,
      description: debounced.description.trim() || null,
      auteurId: author ? Number(author) : null,
    }),
    [debounced, author],
  );
  const events = useJobDatings(search, page - 1);
  const deletion = useConfirmedDelete({
    mutation: useDeleteJobDating(),
    idOf: (event: JobDating) => event.id,
    title: 'Supprimer le JobDating',
    message: (event) =>
      `Le JobDating « ${event.thematique} » et ses ${event.invitations} invitation(s) seront supprimés.`,
  });
  const total = events.data?.totalElements ?? 0;
  const filtered = Object.values(search).some((v) => v !== null);

  const field = (name: keyof typeof EMPTY, label: string) => (
    <TextInput
      label={label}
      value={fields[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setFields((f) => ({ ...f, [name]: value }));
        setPage(1);
      }}
    />
  );

  return (
    <ContentLayout title="Gestion des JobDating" size="lg">
      <Paper withBorder radius="md" p="md" mb="md" role="search" aria-label="Rechercher un JobDating">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('lieu', 'Lieu')}
          {field('thematique', 'Thématique')}
          {field('description', 'Description')}
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" mt="md">
          <Select
            label="Auteur"
            placeholder="Tous les auteurs"
            searchable
            clearable
            nothingFoundMessage="Aucun membre du personnel"
            data={(authors.data ?? []).map((a) => ({ value: String(a.id), label: personName(a) }))}
            value={author}
            onChange={(value) => {
              setAuthor(value);
              setPage(1);
            }}
          />
          <Group>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              disabled={!filtered && !fields.lieu && !fields.thematique && !fields.description}
              onClick={() => {
                setFields(EMPTY);
                setAuthor(null);
                setPage(1);
              }}
            >
              Réinitialiser
            </Button>
            <Button component={Link} to={href('adminJobDatingNew')} leftSection={<IconPlus size={18} />}>
              Ajouter un JobDating
            </Button>
          </Group>
        </Group>
      </Paper>
      <ListStates
        query={events}
        loadingLabel="Chargement des JobDating"
        errorText="Les JobDating ne peuvent pas être affichés pour le moment."
        empty={total === 0}
        emptyText={
          <EmptyTitle
            title={filtered ? 'Aucun JobDating ne correspond à la recherche' : 'Aucun JobDating pour le moment'}
            hint={filtered ? null : 'Ajoutez un JobDating pour y inviter des candidats.'}
          />
        }
      >
        <Stack gap="sm" aria-busy={events.isFetching}>
          <Text size="sm" c="dimmed">
            {total} JobDating
          </Text>
          {events.data?.items.map((event) => (
            <Card key={event.id} withBorder radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={600}>{event.thematique}</Text>
                  <Text size="sm">
                    {dayjs(event.date).format(DATE_FORMAT)} — {event.lieu}
                  </Text>
                  <Group gap="xs" mt={4}>
                    <Text size="sm" c="dimmed">
                      {event.auteur ?? 'Auteur inconnu'}
                    </Text>
                    <Badge variant="outline" color="blue.9">
                      {event.invitations} invitation{event.invitations > 1 ? 's' : ''}
                    </Badge>
                    <Badge variant="outline" color="teal.9">
                      {event.confirmees} confirmée{event.confirmees > 1 ? 's' : ''}
                    </Badge>
                  </Group>
                </div>
                <RowActions
                  actions={[
                    {
                      label: 'Aperçu',
                      name: `Aperçu de ${event.thematique}`,
                      to: href('adminJobDatingPreview', { jid: event.id }),
                    },
                    {
                      label: 'Inviter',
                      name: `Inviter des candidats à ${event.thematique}`,
                      to: href('adminInvitationNew', { jid: event.id }),
                    },
                    {
                      label: 'Modifier',
                      name: `Modifier ${event.thematique}`,
                      to: href('adminJobDatingEdit', { jid: event.id }),
                    },
                    deleteAction(event.thematique, () => deletion.ask(event)),
                  ]}
                />
              </Group>
            </Card>
          ))}
          <Pager total={total} size={PAGE_SIZES.jobDatings} page={page} onChange={setPage} />
        </Stack>
      </ListStates>
      {deletion.modal}
    </ContentLayout>
  );
}
