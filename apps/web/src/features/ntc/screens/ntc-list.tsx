// /admin/ntc: NTC records with search and an active filter (both in the address), paged, with add, edit and delete.
import { Anchor, Badge, Button, Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { href, NTC_PAGE_SIZE, type Ntc, personName } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListTable } from '@/components/list/list-table';
import { deleteAction } from '@/components/list/row-actions';
import { RowIconActions } from '@/components/list/row-icon-actions';
import { SearchInput } from '@/components/list/search-input';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { useNtcs } from '../api/get-ntcs';
import { NtcDeleteModal } from '../components/ntc-delete-modal';

const KEYS = ['search', 'actif'] as const;

export function NtcListScreen() {
  const { values, page, setFilters, setPage, filtered } = useAddressFilters(KEYS);
  const [search] = useDebouncedValue(values.search ?? '', 300);
  const list = useNtcs({ search, actif: values.actif as 'true' | 'false' | undefined, page: page - 1 });
  const [deleting, setDeleting] = useState<Ntc | null>(null);
  const columns: Column<Ntc>[] = [
    {
      header: 'Nom',
      cell: (n) => (
        <Anchor component={Link} to={href('ntcEdit', { id: n.id })}>
          {personName(n)}
        </Anchor>
      ),
    },
    { header: 'Ville', cell: (n) => n.ville ?? '—' },
    {
      header: 'État',
      cell: (n) => (
        <Badge color={n.actif ? 'teal' : 'gray'} variant="light">
          {n.actif ? 'Actif' : 'Inactif'}
        </Badge>
      ),
    },
    { header: 'Prospects', cell: (n) => n.prospects },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (n) => (
        <RowIconActions
          actions={[
            {
              label: 'Modifier',
              name: `Modifier ${personName(n)}`,
              icon: IconPencil,
              to: href('ntcEdit', { id: n.id }),
            },
            deleteAction(personName(n), () => setDeleting(n), IconTrash),
          ]}
        />
      ),
    },
  ];

  return (
    <ContentLayout title="Gestion des NTC" size="lg" intro="Les NTC auxquels les prospects sont rattachés.">
      <Group justify="flex-end" mb="md">
        <Button component={Link} to={href('ntcNew')} leftSection={<IconPlus size={18} />}>
          Ajouter un NTC
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md" role="search" aria-label="Filtrer les NTC">
        <SearchInput
          label="Rechercher"
          description="Nom, prénom ou ville"
          value={values.search ?? ''}
          onSearch={(value) => setFilters({ search: value })}
        />
        <div>
          <Text size="sm" fw={500} id="ntc-actif-label" mb={4}>
            État
          </Text>
          <SegmentedControl
            aria-labelledby="ntc-actif-label"
            value={values.actif ?? ''}
            onChange={(v) => setFilters({ actif: v })}
            data={[
              { value: '', label: 'Tous' },
              { value: 'true', label: 'Actifs' },
              { value: 'false', label: 'Inactifs' },
            ]}
          />
        </div>
      </SimpleGrid>
      <ListTable
        query={list}
        loadingLabel="Chargement des NTC"
        errorText="Les NTC ne peuvent pas être affichés pour le moment."
        emptyText={filtered ? 'Aucun NTC ne correspond à ces filtres.' : 'Aucun NTC pour le moment.'}
        count={{ one: 'NTC', many: 'NTC' }}
        pager={{ size: NTC_PAGE_SIZE, page, onChange: setPage }}
        aria-label="NTC"
        minWidth={600}
        columns={columns}
      />
      <NtcDeleteModal ntc={deleting} onClose={() => setDeleting(null)} />
    </ContentLayout>
  );
}
