// /admin/ntc: NTC records with search and an active filter (both in the address), paged, with add, edit and delete.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { NTC_PAGE_SIZE, type Ntc } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Pager } from '@/components/list/pager';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { useNtcs } from '../api/get-ntcs';
import { NtcDeleteModal } from '../components/ntc-delete-modal';
import { ntcPaths } from '../paths';

const KEYS = ['search', 'actif'] as const;

export function NtcListScreen() {
  const { values, page, setFilters, setPage, filtered } = useAddressFilters(KEYS);
  const [search] = useDebouncedValue(values.search ?? '', 300);
  const list = useNtcs({ search, actif: values.actif as 'true' | 'false' | undefined, page: page - 1 });
  const [deleting, setDeleting] = useState<Ntc | null>(null);
  const total = list.data?.totalElements ?? 0;

  return (
    <ContentLayout title="Gestion des NTC" size="lg" intro="Les NTC auxquels les prospects sont rattachés.">
      <Group justify="flex-end" mb="md">
        <Button component={Link} to={ntcPaths.create} leftSection={<IconPlus size={18} />}>
          Ajouter un NTC
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md" role="search" aria-label="Filtrer les NTC">
        <TextInput
          label="Rechercher"
          description="Nom, prénom ou ville"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={values.search ?? ''}
          onChange={(e) => setFilters({ search: e.currentTarget.value })}
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
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement des NTC" />
        </Center>
      ) : list.isError ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Les NTC ne peuvent pas être affichés pour le moment.</Text>
        </Paper>
      ) : total === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text>{filtered ? 'Aucun NTC ne correspond à ces filtres.' : 'Aucun NTC pour le moment.'}</Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total} NTC
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="NTC">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nom</Table.Th>
                  <Table.Th>Ville</Table.Th>
                  <Table.Th>État</Table.Th>
                  <Table.Th>Prospects</Table.Th>
                  <Table.Th>
                    <span className="sr-only">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((n) => (
                  <Table.Tr key={n.id}>
                    <Table.Td>
                      <Anchor component={Link} to={ntcPaths.edit(n.id)}>
                        {n.nom} {n.prenom}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{n.ville ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={n.actif ? 'teal' : 'gray'} variant="light">
                        {n.actif ? 'Actif' : 'Inactif'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{n.prospects}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label="Modifier">
                          <ActionIcon
                            component={Link}
                            to={ntcPaths.edit(n.id)}
                            variant="subtle"
                            aria-label={`Modifier ${n.prenom} ${n.nom}`}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Supprimer">
                          <ActionIcon
                            color="red"
                            variant="subtle"
                            aria-label={`Supprimer ${n.prenom} ${n.nom}`}
                            onClick={() => setDeleting(n)}
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
          <Pager total={total} size={NTC_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
      <NtcDeleteModal ntc={deleting} onClose={() => setDeleting(null)} />
    </ContentLayout>
  );
}
