// /admin/gestion-des-modeles: the staff's message templates, searchable and paged, with preview, edit and delete.
import { Anchor, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { href, type MessageTemplate, TEMPLATE_PAGE_SIZE } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListTable } from '@/components/list/list-table';
import { deleteAction } from '@/components/list/row-actions';
import { RowIconActions } from '@/components/list/row-icon-actions';
import { SearchInput } from '@/components/list/search-input';
import { useConfirmedDelete } from '@/components/list/use-confirmed-delete';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';

export function TemplatesListScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const templates = useTemplates(page - 1, TEMPLATE_PAGE_SIZE, debounced);
  const deletion = useConfirmedDelete({
    mutation: useDeleteTemplate(),
    idOf: (t: MessageTemplate) => t.id,
    title: 'Supprimer ce modèle ?',
    focusConfirm: true,
    message: (t) => `Le modèle « ${t.titre} » sera supprimé définitivement. Les messages déjà envoyés ne changent pas.`,
  });
  const columns: Column<MessageTemplate>[] = [
    {
      header: 'Titre',
      cell: (t) => (
        <Anchor component={Link} to={href('adminTemplatePreview', { mid: t.id })}>
          {t.titre}
        </Anchor>
      ),
    },
    { header: 'Sujet', cell: (t) => t.sujet },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (t) => (
        <RowIconActions
          actions={[
            {
              label: 'Aperçu',
              name: `Aperçu de ${t.titre}`,
              icon: IconEye,
              to: href('adminTemplatePreview', { mid: t.id }),
            },
            {
              label: 'Modifier',
              name: `Modifier ${t.titre}`,
              icon: IconPencil,
              to: href('adminTemplateEdit', { mid: t.id }),
            },
            deleteAction(t.titre, () => deletion.ask(t), IconTrash),
          ]}
        />
      ),
    },
  ];

  return (
    <ContentLayout
      title="Modèles de message"
      size="lg"
      intro="Des messages prêts à envoyer, à personnaliser avant l’envoi."
    >
      <Group justify="space-between" align="flex-end" mb="md">
        <SearchInput
          label="Rechercher un modèle"
          description="Titre ou sujet"
          value={search}
          onSearch={setSearch}
          onPage={setPage}
          w={{ base: '100%', sm: 340 }}
        />
        <Button component={Link} to={href('adminTemplateNew')} leftSection={<IconPlus size={18} />}>
          Ajouter un modèle
        </Button>
      </Group>

      <ListTable
        query={templates}
        loadingLabel="Chargement des modèles"
        errorText="Les modèles ne peuvent pas être affichés pour le moment."
        emptyText={debounced.trim() ? 'Aucun modèle ne correspond à cette recherche.' : 'Aucun modèle pour le moment.'}
        count={{ one: 'modèle' }}
        pager={{ size: TEMPLATE_PAGE_SIZE, page, onChange: setPage, mt: 'lg' }}
        aria-label="Modèles de message"
        minWidth={520}
        columns={columns}
      />
      {deletion.modal}
    </ContentLayout>
  );
}
