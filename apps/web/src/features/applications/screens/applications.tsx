// /{uid}/candidatures: the candidate's applications as a paged, searchable list filtered by status, or as a board.
import { Anchor, Button, Group, Pagination, Paper, Select, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutKanban, IconList, IconPlus, IconSearch } from '@tabler/icons-react';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useAllApplications } from '../api/get-all-applications';
import { useApplications } from '../api/get-applications';
import { useUpdateApplication } from '../api/update-application';
import { ApplicationBoard } from '../components/application-board';
import { formatDay, statusLabel } from '../components/format';
import { Loading, Unavailable } from '../components/screen-states';
import { StatusBadge } from '../components/status-badge';
import { applicationPaths, idParam } from '../paths';

const PAGE_SIZE = 10;

export const moveTo = (application: ApplicationSummary, statueCandidature: ApplicationStatus) => ({
  id: application.id,
  version: application.version,
  entreprise: application.entreprise,
  poste: application.poste,
  url: application.url,
  typeDeContrat: application.typeDeContrat,
  detailsOffre: application.detailsOffre,
  reponse: application.reponse,
  date: application.date,
  acceptationOffre: application.acceptationOffre,
  commentaire: application.commentaire,
  statueCandidature,
});

function ApplicationList({ uid }: { uid: number }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [statut, setStatut] = useState<ApplicationStatus | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const list = useApplications(uid, page - 1, PAGE_SIZE, debounced, statut ?? undefined);
  const total = list.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = !!debounced.trim() || !!statut;

  if (list.isError) return <Text c="orange">Vos candidatures ne peuvent pas être affichées pour le moment.</Text>;
  return (
    <>
      <Group mb="md" align="flex-end">
        <TextInput
          label="Rechercher (entreprise, poste)"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Filtrer par statut"
          placeholder="Tous les statuts"
          clearable
          data={APPLICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={statut}
          onChange={(value) => {
            setStatut(value as ApplicationStatus | null);
            setPage(1);
          }}
        />
      </Group>
      {list.isPending ? (
        <Loading label="Chargement des candidatures" />
      ) : total === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={2} size="h3" mb="sm">
            {filtered ? 'Aucune candidature ne correspond' : 'Aucune candidature pour le moment'}
          </Title>
          {filtered ? null : (
            <Button component={Link} to={applicationPaths.create(uid)} mt="sm">
              Ajouter ma première candidature
            </Button>
          )}
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total} candidature{total > 1 ? 's' : ''}
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Poste</Table.Th>
                  <Table.Th>Entreprise</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Statut</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((application) => (
                  <Table.Tr key={application.id}>
                    <Table.Td>
                      <Anchor component={Link} to={applicationPaths.details(uid, application.id)}>
                        {application.poste}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{application.entreprise}</Table.Td>
                    <Table.Td>{formatDay(application.date)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={application.statueCandidature} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Group justify="center" mt="md">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Page suivante' : 'Page précédente',
                })}
              />
            </Group>
          ) : null}
        </>
      )}
    </>
  );
}

function Board({ uid }: { uid: number }) {
  const all = useAllApplications(uid);
  const update = useUpdateApplication(uid);
  if (all.isError) return <Text c="orange">Le tableau ne peut pas être affiché pour le moment.</Text>;
  if (all.isPending) return <Loading label="Chargement du tableau" />;
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        Glissez une carte vers une autre colonne, ou changez son statut avec la liste de la carte.
      </Text>
      <ApplicationBoard
        uid={uid}
        applications={all.data}
        onMove={(application, status) => update.mutate(moveTo(application, status))}
      />
    </>
  );
}

export function ApplicationsScreen() {
  const uid = idParam(useParams().uid);
  const [params, setParams] = useSearchParams();
  const view = params.get('vue') === 'tableau' ? 'tableau' : 'liste';
  if (!uid) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  return (
    <ContentLayout size="xl" title="Mes candidatures" intro="Suivez chaque offre, de l’envoi à la réponse.">
      <Group justify="flex-end" mb="md">
        <Button component={Link} to={applicationPaths.create(uid)} leftSection={<IconPlus size={18} />}>
          Nouvelle candidature
        </Button>
      </Group>
      <Tabs
        value={view}
        onChange={(value) => setParams(value === 'tableau' ? { vue: 'tableau' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="liste" leftSection={<IconList size={16} />}>
            Liste
          </Tabs.Tab>
          <Tabs.Tab value="tableau" leftSection={<IconLayoutKanban size={16} />}>
            Tableau par statut
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="liste">
          <ApplicationList uid={uid} />
        </Tabs.Panel>
        <Tabs.Panel value="tableau">
          <Board uid={uid} />
        </Tabs.Panel>
      </Tabs>
    </ContentLayout>
  );
}
