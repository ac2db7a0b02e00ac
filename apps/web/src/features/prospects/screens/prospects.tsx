// /admin/tableau-cef: the prospecting table, filtered (filters in the address), sorted, paged, with counts per
// status, add, edit and deletion after confirmation.
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  href,
  PROSPECT_PAGE_SIZE,
  PROSPECT_STATUS_LABELS,
  type Prospect,
  type ProspectFilter,
  type ProspectSort,
} from '@tremplin/shared';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListTable } from '@/components/list/list-table';
import { deleteAction } from '@/components/list/row-actions';
import { RowIconActions } from '@/components/list/row-icon-actions';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { useConfirmedDelete } from '@/components/list/use-confirmed-delete';
import { dayjs } from '@/lib/dayjs';
import { useProspects } from '../api/get-prospects';
import { useDeleteProspect } from '../api/save-prospect';
import { CsvActions } from '../components/csv-actions';
import { PROSPECT_FILTER_KEYS, ProspectFilters } from '../components/prospect-filters';
import { StatusCounts } from '../components/status-counts';

export function ProspectsScreen() {
  const { values, page, setFilters, setPage, reset, filtered } = useAddressFilters(PROSPECT_FILTER_KEYS);
  const [filter] = useDebouncedValue(values as ProspectFilter, 300);
  const list = useProspects(filter, page - 1);
  const deletion = useConfirmedDelete({
    mutation: useDeleteProspect(),
    idOf: (p: Prospect) => p.id,
    title: 'Supprimer ce prospect ?',
    closeOn: 'settled',
    message: (p) => `Le prospect ${p.entreprise} sera supprimé définitivement.`,
  });
  const sorting = {
    by: (values.tri ?? 'date') as ProspectSort,
    order: (values.ordre ?? 'desc') as 'asc' | 'desc',
    onSort: (tri: ProspectSort, ordre: 'asc' | 'desc') => setFilters({ tri, ordre }),
  };
  const columns: Column<Prospect, ProspectSort>[] = [
    {
      header: 'Date',
      sort: 'date',
      cell: (p) => (p.date ? <time dateTime={p.date}>{dayjs(p.date).format('DD/MM/YYYY')}</time> : '—'),
    },
    {
      header: 'Entreprise',
      sort: 'entreprise',
      cell: (p) => (
        <Anchor component={Link} to={href('prospectEdit', { id: p.id })}>
          {p.entreprise}
        </Anchor>
      ),
    },
    { header: 'Poste', sort: 'poste', cell: (p) => p.poste ?? '—' },
    { header: 'Ville', sort: 'ville', cell: (p) => p.ville ?? '—' },
    {
      header: 'Contact',
      cell: (p) => (
        <>
          {p.nomContact ?? '—'}
          {p.mailContact ? (
            <Text size="xs" c="dimmed">
              {p.mailContact}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'Statut',
      sort: 'statue',
      cell: (p) => <Badge variant="light">{PROSPECT_STATUS_LABELS[p.statue]}</Badge>,
    },
    { header: 'NTC', sort: 'ntc', cell: (p) => p.ntc ?? '—' },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (p) => (
        <RowIconActions
          actions={[
            {
              label: 'Modifier',
              name: `Modifier ${p.entreprise}`,
              icon: IconPencil,
              to: href('prospectEdit', { id: p.id }),
            },
            deleteAction(p.entreprise, () => deletion.ask(p), IconTrash),
          ]}
        />
      ),
    },
  ];

  return (
    <ContentLayout title="Tableau de prospection" size="xl" intro="Les entreprises démarchées pour nos apprenants.">
      <Group justify="flex-end" mb="md" gap="sm">
        <Button component={Link} to={href('ntc')} variant="subtle">
          Gérer les NTC
        </Button>
        <CsvActions filter={filter} />
        <Button component={Link} to={href('prospectNew')} leftSection={<IconPlus size={18} />}>
          Ajouter un prospect
        </Button>
      </Group>
      <ProspectFilters values={values} onChange={setFilters} onReset={reset} />
      <StatusCounts counts={list.data?.counts} value={values.statue} onChange={(statue) => setFilters({ statue })} />
      <ListTable
        query={list}
        loadingLabel="Chargement des prospects"
        errorText={list.error?.message || 'Les prospects ne peuvent pas être affichés pour le moment.'}
        emptyText={filtered ? 'Aucun prospect ne correspond à ces filtres.' : 'Aucun prospect pour le moment.'}
        count={{ one: 'prospect', fetching: list.isFetching, fetchingLabel: 'Mise à jour du tableau' }}
        pager={{ size: PROSPECT_PAGE_SIZE, page, onChange: setPage }}
        aria-label="Prospects"
        minWidth={960}
        columns={columns}
        sort={sorting}
      />
      {deletion.modal}
    </ContentLayout>
  );
}
