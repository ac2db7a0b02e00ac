// /{uid}/candidatures: the candidate's applications as a paged, searchable list filtered by status, or as a board.
import { Button, Group, Select, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutKanban, IconList, IconPlus } from '@tabler/icons-react';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary, href } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle } from '@/components/list/list-states';
import { ListTable } from '@/components/list/list-table';
import { SearchInput } from '@/components/list/search-input';
import { idParam } from '@/lib/id-param';
import { useAllApplications } from '../api/get-all-applications';
import { useApplications } from '../api/get-applications';
import { useUpdateApplication } from '../api/update-application';
import { ApplicationBoard } from '../components/application-board';
import { applicationColumns } from '../components/application-columns';
import { statusLabel } from '../components/format';
import { Loading, Unavailable } from '../components/screen-states';

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
  const filtered = !!debounced.trim() || !!statut;

  return (
    <>
      <Group mb="md" align="flex-end">
        <SearchInput
          label="Rechercher (entreprise, poste)"
          value={search}
          onSearch={setSearch}
          onPage={setPage}
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
      <ListTable
        query={list}
        loadingLabel="Chargement des candidatures"
        loading="centred"
        errorText="Vos candidatures ne peuvent pas être affichées pour le moment."
        emptyText={
          <EmptyTitle
            large
            title={filtered ? 'Aucune candidature ne correspond' : 'Aucune candidature pour le moment'}
            action={
              filtered ? null : (
                <Button component={Link} to={href('applicationNew', { uid })} mt="sm">
                  Ajouter ma première candidature
                </Button>
              )
            }
          />
        }
        count={{ one: 'candidature' }}
        pager={{ size: PAGE_SIZE, page, onChange: setPage, mt: 'md' }}
        striped
        verticalSpacing="xs"
        minWidth={600}
        columns={applicationColumns(uid)}
      />
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
        <Button component={Link} to={href('applicationNew', { uid })} leftSection={<IconPlus size={18} />}>
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
