// /admin/gestion-des-competences: the skills with a search, pages, and edit and delete actions (ADMIN and CEF).
import { Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { Competence } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListTable } from '@/components/list/list-table';
import { deleteAction, RowActions } from '@/components/list/row-actions';
import { SearchInput } from '@/components/list/search-input';
import { useConfirmedDelete } from '@/components/list/use-confirmed-delete';
import { useDeleteSkill, useSkillsPage } from '../api/manage-skills';

const SIZE = 10;

export function AdminSkillsScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const skills = useSkillsPage(page - 1, SIZE, debounced);
  const deletion = useConfirmedDelete({
    mutation: useDeleteSkill(),
    idOf: (skill: Competence) => skill.id,
    title: 'Supprimer une compétence',
    closeOn: 'settled',
    message: (skill) =>
      `Voulez-vous vraiment supprimer « ${skill.nom} » ? Les profils qui l’affichent la gardent, détachée de la liste.`,
  });
  const columns: Column<Competence>[] = [
    { header: 'Nom', cell: (skill) => skill.nom },
    { header: 'Mots-clés', cell: (skill) => skill.motsCles },
    {
      header: 'Actions',
      cell: (skill) => (
        <RowActions
          actions={[
            { label: 'Modifier', name: `Modifier ${skill.nom}`, to: `/admin/modifier-une-competence/${skill.id}` },
            deleteAction(skill.nom, () => deletion.ask(skill)),
          ]}
        />
      ),
    },
  ];

  return (
    <ContentLayout title="Gestion des compétences" size="lg">
      <Group justify="space-between" mb="md">
        <SearchInput
          label="Rechercher une compétence"
          placeholder="Nom ou mot-clé"
          value={search}
          onSearch={setSearch}
          onPage={setPage}
          w={320}
        />
        <Button
          component={Link}
          to="/admin/ajouter-une-competence"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Ajouter une compétence
        </Button>
      </Group>
      <ListTable
        query={skills}
        loadingLabel="Chargement des compétences"
        loading="spinner"
        emptyText={debounced ? 'Aucune compétence ne correspond à cette recherche.' : 'Aucune compétence.'}
        count={{ one: 'compétence' }}
        pager={{ size: SIZE, page, onChange: setPage, mt: 'md' }}
        striped
        verticalSpacing={undefined}
        columns={columns}
      />
      {deletion.modal}
    </ContentLayout>
  );
}
