// /admin/tableau-cef: the prospecting table, filtered (filters in the address), sorted, paged, with counts per
// status, add, edit and deletion after confirmation.
import { ActionIcon, Anchor, Badge, Button, Center, Group, Loader, Paper, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  PROSPECT_PAGE_SIZE,
  PROSPECT_STATUS_LABELS,
  type Prospect,
  type ProspectFilter,
  type ProspectSort,
} from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Pager } from '@/components/list/pager';
import { SortHeader } from '@/components/list/sort-header';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { dayjs } from '@/lib/dayjs';
import { useProspects } from '../api/get-prospects';
import { useDeleteProspect } from '../api/save-prospect';
import { CsvActions } from '../components/csv-actions';
import { PROSPECT_FILTER_KEYS, ProspectFilters } from '../components/prospect-filters';
import { StatusCounts } from '../components/status-counts';
import { prospectPaths } from '../paths';

export function ProspectsScreen() {
  const { values, page, setFilters, setPage, reset, filtered } = useAddressFilters(PROSPECT_FILTER_KEYS);
  const [filter] = useDebouncedValue(values as ProspectFilter, 300);
  const list = useProspects(filter, page - 1);
  const remove = useDeleteProspect();
  const [deleting, setDeleting] = useState<Prospect | null>(null);
  const total = list.data?.totalElements ?? 0;
  const sorting = {
    sort: (values.tri ?? 'date') as ProspectSort,
    order: (values.ordre ?? 'desc') as 'asc' | 'desc',
    onSort: (tri: ProspectSort, ordre: 'asc' | 'desc') => setFilters({ tri, ordre }),
  };

  return (
    <ContentLayout title="Tableau de prospection" size="xl" intro="Les entreprises démarchées pour nos apprenants.">
      <Group justify="flex-end" mb="md" gap="sm">
        <Button component={Link} to={prospectPaths.ntc} variant="subtle">
          Gérer les NTC
        </Button>
        <CsvActions filter={filter} />
        <Button component={Link} to={prospectPaths.create} leftSection={<IconPlus size={18} />}>
          Ajouter un prospect
        </Button>
      </Group>
      <ProspectFilters values={values} onChange={setFilters} onReset={reset} />
      <StatusCounts counts={list.data?.counts} value={values.statue} onChange={(statue) => setFilters({ statue })} />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement des prospects" />
        </Center>
      ) : list.isError ? (
        <Paper withBorder p="xl" ta="center">
          <Text>{list.error.message || 'Les prospects ne peuvent pas être affichés pour le moment.'}</Text>
        </Paper>
      ) : total === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text>{filtered ? 'Aucun prospect ne correspond à ces filtres.' : 'Aucun prospect pour le moment.'}</Text>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" mb="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {total} prospect{total > 1 ? 's' : ''}
            </Text>
            {list.isFetching ? <Loader size="xs" aria-label="Mise à jour du tableau" /> : null}
          </Group>
          <Table.ScrollContainer minWidth={960}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Prospects">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader column="date" label="Date" {...sorting} />
                  <SortHeader column="entreprise" label="Entreprise" {...sorting} />
                  <SortHeader column="poste" label="Poste" {...sorting} />
                  <SortHeader column="ville" label="Ville" {...sorting} />
                  <Table.Th>Contact</Table.Th>
                  <SortHeader column="statue" label="Statut" {...sorting} />
                  <SortHeader column="ntc" label="NTC" {...sorting} />
                  <Table.Th>
                    <span className="sr-only">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      {p.date ? <time dateTime={p.date}>{dayjs(p.date).format('DD/MM/YYYY')}</time> : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={prospectPaths.edit(p.id)}>
                        {p.entreprise}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{p.poste ?? '—'}</Table.Td>
                    <Table.Td>{p.ville ?? '—'}</Table.Td>
                    <Table.Td>
                      {p.nomContact ?? '—'}
                      {p.mailContact ? (
                        <Text size="xs" c="dimmed">
                          {p.mailContact}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{PROSPECT_STATUS_LABELS[p.statue]}</Badge>
                    </Table.Td>
                    <Table.Td>{p.ntc ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label="Modifier">
                          <ActionIcon
                            component={Link}
                            to={prospectPaths.edit(p.id)}
                            variant="subtle"
                            aria-label={`Modifier ${p.entreprise}`}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Supprimer">
                          <ActionIcon
                            color="red"
                            variant="subtle"
                            aria-label={`Supprimer ${p.entreprise}`}
                            onClick={() => setDeleting(p)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager total={total} size={PROSPECT_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Supprimer ce prospect ?"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        Le prospect {deleting?.entreprise} sera supprimé définitivement.
      </ConfirmModal>
    </ContentLayout>
  );
}
