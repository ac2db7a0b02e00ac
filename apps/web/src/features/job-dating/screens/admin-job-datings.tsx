// /admin/gestion-des-jobdating: events searched by place, theme, description and author, ten per page.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type JobDating, type JobDatingSearch, PAGE_SIZES } from '@tremplin/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Pager } from '@/components/list/pager';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Spinner } from '@/components/ui/spinner';
import { dayjs } from '@/lib/dayjs';
import { useAuthorOptions } from '../api/get-authors';
import { useJobDatings } from '../api/get-job-datings';
import { useDeleteJobDating } from '../api/save-job-dating';
import { DATE_FORMAT, jobDatingPaths } from '../paths';

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
  const remove = useDeleteJobDating();
  const [deleting, setDeleting] = useState<JobDating | null>(null);
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
            data={(authors.data ?? []).map((a) => ({ value: String(a.id), label: `${a.nom} ${a.prenom}` }))}
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
            <Button component={Link} to={jobDatingPaths.create} leftSection={<IconPlus size={18} />}>
              Ajouter un JobDating
            </Button>
          </Group>
        </Group>
      </Paper>
      {events.isPending ? (
        <Spinner label="Chargement des JobDating" />
      ) : events.isError ? (
        <Text c="orange">Les JobDating ne peuvent pas être affichés pour le moment.</Text>
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Title order={2} size="h4">
            {filtered ? 'Aucun JobDating ne correspond à la recherche' : 'Aucun JobDating pour le moment'}
          </Title>
          {filtered ? null : (
            <Text mt="xs" c="dimmed">
              Ajoutez un JobDating pour y inviter des candidats.
            </Text>
          )}
        </Paper>
      ) : (
        <Stack gap="sm" aria-busy={events.isFetching}>
          <Text size="sm" c="dimmed">
            {total} JobDating
          </Text>
          {events.data.items.map((event) => (
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
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={jobDatingPaths.preview(event.id)}
                    aria-label={`Aperçu de ${event.thematique}`}
                  >
                    Aperçu
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={jobDatingPaths.invite(event.id)}
                    aria-label={`Inviter des candidats à ${event.thematique}`}
                  >
                    Inviter
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={jobDatingPaths.edit(event.id)}
                    aria-label={`Modifier ${event.thematique}`}
                  >
                    Modifier
                  </Anchor>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={`Supprimer ${event.thematique}`}
                    onClick={() => setDeleting(event)}
                  >
                    Supprimer
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
          <Pager total={total} size={PAGE_SIZES.jobDatings} page={page} onChange={setPage} />
        </Stack>
      )}
      <ConfirmModal
        opened={!!deleting}
        title="Supprimer le JobDating"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        Le JobDating « {deleting?.thematique} » et ses {deleting?.invitations ?? 0} invitation(s) seront supprimés.
      </ConfirmModal>
    </ContentLayout>
  );
}
