// /admin/gestion-des-utilisateur: every account, filtered and sorted (filters in the address), ten per page,
// with edit and deletion after confirmation; the server's text is the deletion toast.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import {
  type AdminUserFilter,
  type AdminUserRow,
  type AdminUserSort,
  canManageRole,
  PAGE_SIZES,
  ROLE_LABELS,
} from '@tremplin/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { SortHeader } from '@/components/list/sort-header';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { useDeleteAdminUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-users';
import { ThrottledAccounts } from '../components/throttled-accounts';
import { UserFilters } from '../components/user-filters';
import { adminUserPaths } from '../paths';

const FILTER_KEYS = ['search', 'admission', 'metier', 'ville', 'auteurId', 'tri', 'ordre'] as const;
const SIZE = PAGE_SIZES.users;

export function AdminUsersScreen() {
  const { values, page, setFilters, setPage, reset } = useAddressFilters(FILTER_KEYS);
  const me = useCurrentUser();
  const draft = useMemo(
    (): AdminUserFilter => ({ ...values, auteurId: values.auteurId ? Number(values.auteurId) : undefined }),
    [values],
  );
  // Typing waits a moment before asking the server; selects apply at once.
  const [filter] = useDebouncedValue(draft, 300);
  const users = useAdminUsers(page - 1, SIZE, filter);
  const remove = useDeleteAdminUser();
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const total = users.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / SIZE));
  const filtered = FILTER_KEYS.some((k) => k !== 'tri' && k !== 'ordre' && draft[k] !== undefined);

  const setFilter = (patch: Partial<AdminUserFilter>) => setFilters(patch as Record<string, string | number>);
  const sorting = {
    sort: (draft.tri ?? 'nom') as AdminUserSort,
    order: (draft.ordre ?? 'asc') as 'asc' | 'desc',
    onSort: (tri: AdminUserSort, ordre: 'asc' | 'desc') => setFilter({ tri, ordre }),
  };
  return (
    <ContentLayout
      title="Gestion des utilisateurs"
      size="xl"
      intro="Tous les comptes, actifs ou non, visibles ou masqués."
    >
      <Group justify="flex-end" mb="md" gap="sm">
        <Button
          component={Link}
          to={adminUserPaths.addAgencyCandidate}
          variant="light"
          leftSection={<IconUserPlus size={18} />}
        >
          Ajouter un candidat France Travail
        </Button>
        <Button component={Link} to={adminUserPaths.add} leftSection={<IconPlus size={18} />}>
          Ajouter un utilisateur
        </Button>
      </Group>

      <UserFilters draft={draft} onChange={setFilter} onReset={reset} />

      {users.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement des utilisateurs" />
        </Center>
      ) : users.isError ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Les utilisateurs ne peuvent pas être affichés pour le moment.</Text>
        </Paper>
      ) : total === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text>
            {filtered ? 'Aucun utilisateur ne correspond à ces filtres.' : 'Aucun utilisateur pour le moment.'}
          </Text>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" mb="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {total} utilisateur{total > 1 ? 's' : ''}
            </Text>
            {users.isFetching ? <Loader size="xs" aria-label="Mise à jour de la liste" /> : null}
          </Group>
          <Table.ScrollContainer minWidth={820}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Utilisateurs">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader column="nom" label="Nom" {...sorting} />
                  <Table.Th>E-mail</Table.Th>
                  <SortHeader column="role" label="Rôle" {...sorting} />
                  <Table.Th>Métier</Table.Th>
                  <SortHeader column="ville" label="Ville" {...sorting} />
                  <Table.Th>Admission</Table.Th>
                  <Table.Th>État</Table.Th>
                  <SortHeader column="dateCreation" label="Créé le" {...sorting} />
                  <Table.Th>
                    <span className="sr-only">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.items.map((u) => {
                  const name = `${u.prenom} ${u.nom}`;
                  return (
                    <Table.Tr key={u.id}>
                      <Table.Td>
                        <Anchor component={Link} to={adminUserPaths.edit(u.id)}>
                          {u.nom} {u.prenom}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{u.email}</Table.Td>
                      <Table.Td>{ROLE_LABELS[u.role]}</Table.Td>
                      <Table.Td>{u.metier ?? '—'}</Table.Td>
                      <Table.Td>{u.ville ?? '—'}</Table.Td>
                      <Table.Td>{u.admission ?? '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Badge color={u.active ? 'teal' : 'gray'} variant="light">
                            {u.active ? 'Actif' : 'Inactif'}
                          </Badge>
                          {u.visibilite === 'NON_VISIBLE' ? (
                            <Badge color="orange" variant="light">
                              Masqué
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={u.dateCreation}>{dayjs(u.dateCreation).format('D MMM YYYY')}</time>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Tooltip label="Modifier">
                            <ActionIcon
                              component={Link}
                              to={adminUserPaths.edit(u.id)}
                              variant="subtle"
                              aria-label={`Modifier ${name}`}
                            >
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                          {u.id !== me?.id && canManageRole(me?.role, u.role) ? (
                            <Tooltip label="Supprimer">
                              <ActionIcon
                                color="red"
                                variant="subtle"
                                aria-label={`Supprimer ${name}`}
                                onClick={() => setDeleting(u)}
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Center mt="lg">
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Page précédente' : 'Page suivante',
                })}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            </Center>
          ) : null}
        </>
      )}
      <ThrottledAccounts />
      <ConfirmModal
        opened={deleting !== null}
        title="Supprimer cet utilisateur ?"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        Le compte de {deleting?.prenom} {deleting?.nom} ({deleting?.email}) sera supprimé définitivement, avec son
        profil, ses fichiers, ses projets et ses candidatures.
      </ConfirmModal>
    </ContentLayout>
  );
}
