// /admin/gestion-des-modeles: the staff's message templates, searchable and paged, with preview, edit and delete.
import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { type MessageTemplate, TEMPLATE_PAGE_SIZE } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { templatePaths } from '../paths';

export function TemplatesListScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const templates = useTemplates(page - 1, TEMPLATE_PAGE_SIZE, debounced);
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const total = templates.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / TEMPLATE_PAGE_SIZE));

  return (
    <ContentLayout
      title="Modèles de message"
      size="lg"
      intro="Des messages prêts à envoyer, à personnaliser avant l’envoi."
    >
      <Group justify="space-between" align="flex-end" mb="md">
        <TextInput
          label="Rechercher un modèle"
          description="Titre ou sujet"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 340 }}
        />
        <Button component={Link} to={templatePaths.add} leftSection={<IconPlus size={18} />}>
          Ajouter un modèle
        </Button>
      </Group>

      {templates.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement des modèles" />
        </Center>
      ) : templates.isError ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Les modèles ne peuvent pas être affichés pour le moment.</Text>
        </Paper>
      ) : total === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text>
            {debounced.trim() ? 'Aucun modèle ne correspond à cette recherche.' : 'Aucun modèle pour le moment.'}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total} modèle{total > 1 ? 's' : ''}
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Modèles de message">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Titre</Table.Th>
                  <Table.Th>Sujet</Table.Th>
                  <Table.Th>
                    <span className="sr-only">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.data.items.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Anchor component={Link} to={templatePaths.preview(t.id)}>
                        {t.titre}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t.sujet}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label="Aperçu">
                          <ActionIcon
                            component={Link}
                            to={templatePaths.preview(t.id)}
                            variant="subtle"
                            aria-label={`Aperçu de ${t.titre}`}
                          >
                            <IconEye size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Modifier">
                          <ActionIcon
                            component={Link}
                            to={templatePaths.edit(t.id)}
                            variant="subtle"
                            aria-label={`Modifier ${t.titre}`}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Supprimer">
                          <ActionIcon
                            color="red"
                            variant="subtle"
                            aria-label={`Supprimer ${t.titre}`}
                            onClick={() => setDeleting(t)}
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
          {pages > 1 ? (
            <Center mt="lg">
              <Pagination
                total={pages}
                value={page}
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
      <ConfirmModal
        opened={deleting !== null}
        title="Supprimer ce modèle ?"
        confirmLabel="Supprimer"
        focusConfirm
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        Le modèle « {deleting?.titre} » sera supprimé définitivement. Les messages déjà envoyés ne changent pas.
      </ConfirmModal>
    </ContentLayout>
  );
}
