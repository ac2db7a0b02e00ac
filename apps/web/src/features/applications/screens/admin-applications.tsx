// /admin/gestion-des-candidatures/{id}: a candidate's applications, for ADMIN and CEF.
import { Anchor, Button, Group, Pagination, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useApplications } from '../api/get-applications';
import { formatDay } from '../components/format';
import { Loading, Unavailable } from '../components/screen-states';
import { StatusBadge } from '../components/status-badge';
import { applicationPaths, idParam } from '../paths';

const PAGE_SIZE = 10;

export function AdminApplicationsScreen() {
  const uid = idParam(useParams().id) ?? 0;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useApplications(uid, page - 1, PAGE_SIZE, debounced);
  const total = list.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (!uid) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  if (list.isError)
    return (
      <Unavailable
        message="Les candidatures de ce candidat ne peuvent pas être affichées."
        backTo={applicationPaths.totals}
        backLabel="Retour aux totaux"
      />
    );
  return (
    <ContentLayout size="lg" title="Gestion des candidatures">
      <Group justify="space-between" align="flex-end" mb="md">
        <TextInput
          label="Rechercher (entreprise, poste)"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Group>
          <Button component={Link} to={applicationPaths.batch} variant="light">
            Ajouter à plusieurs candidats
          </Button>
          <Button component={Link} to={applicationPaths.adminCreate(uid)} leftSection={<IconPlus size={18} />}>
            Ajouter une candidature
          </Button>
        </Group>
      </Group>
      {list.isPending ? (
        <Loading label="Chargement des candidatures" />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Title order={2} size="h4">
            Aucune candidature
          </Title>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total} candidature{total > 1 ? 's' : ''}
          </Text>
          <Table.ScrollContainer minWidth={700}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Poste</Table.Th>
                  <Table.Th>Entreprise</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Statut</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Anchor component={Link} to={applicationPaths.details(uid, a.id)}>
                        {a.poste}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{a.entreprise}</Table.Td>
                    <Table.Td>{formatDay(a.date)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={a.statueCandidature} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor
                          component={Link}
                          to={applicationPaths.adminEdit(uid, a.id)}
                          aria-label={`Modifier ${a.poste}`}
                        >
                          Modifier
                        </Anchor>
                        <Anchor component={Link} to={applicationPaths.notes(a.id)} aria-label={`Notes de ${a.poste}`}>
                          Notes
                        </Anchor>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </>
      )}
    </ContentLayout>
  );
}
