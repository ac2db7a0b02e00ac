// /admin/gestion-des-candidatures/{id}: a candidate's applications, for ADMIN and CEF.
import { Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { ApplicationSummary } from '@tremplin/shared';
import { href } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle } from '@/components/list/list-states';
import { ListTable } from '@/components/list/list-table';
import { RowActions } from '@/components/list/row-actions';
import { SearchInput } from '@/components/list/search-input';
import { idParam } from '@/lib/id-param';
import { useApplications } from '../api/get-applications';
import { applicationColumns } from '../components/application-columns';
import { Unavailable } from '../components/screen-states';

const PAGE_SIZE = 10;

export function AdminApplicationsScreen() {
  const uid = idParam(useParams().id) ?? 0;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useApplications(uid, page - 1, PAGE_SIZE, debounced);
  const columns = [
    ...applicationColumns(uid),
    {
      header: 'Actions',
      cell: (a: ApplicationSummary) => (
        <RowActions
          actions={[
            { label: 'Modifier', name: `Modifier ${a.poste}`, to: href('adminApplicationEdit', { uid, id: a.id }) },
            { label: 'Notes', name: `Notes de ${a.poste}`, to: href('adminNotes', { cid: a.id }) },
          ]}
        />
      ),
    },
  ];
  if (!uid) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  if (list.isError)
    return (
      <Unavailable
        message="Les candidatures de ce candidat ne peuvent pas être affichées."
        backTo={href('applicationTotals')}
        backLabel="Retour aux totaux"
      />
    );
  return (
    <ContentLayout size="lg" title="Gestion des candidatures">
      <Group justify="space-between" align="flex-end" mb="md">
        <SearchInput label="Rechercher (entreprise, poste)" value={search} onSearch={setSearch} onPage={setPage} />
        <Group>
          <Button component={Link} to={href('candidateFile', { uid })} variant="subtle">
            Dossier du candidat
          </Button>
          <Button component={Link} to={href('adminApplicationBatch')} variant="light">
            Ajouter à plusieurs candidats
          </Button>
          <Button component={Link} to={href('adminApplicationNew', { id: uid })} leftSection={<IconPlus size={18} />}>
            Ajouter une candidature
          </Button>
        </Group>
      </Group>
      <ListTable
        query={list}
        loadingLabel="Chargement des candidatures"
        loading="centred"
        emptyText={<EmptyTitle title="Aucune candidature" />}
        count={{ one: 'candidature' }}
        pager={{ size: PAGE_SIZE, page, onChange: setPage, mt: 'md' }}
        striped
        verticalSpacing="xs"
        minWidth={700}
        columns={columns}
      />
    </ContentLayout>
  );
}
