// /admin/gestion-des-competences: the skills with a search, pages, and edit and delete actions (ADMIN and CEF).
import { Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { Competence } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { type Column, DataTable } from '@/components/list/data-table';
import { ListCount, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { RowActions } from '@/components/list/row-actions';
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
  const total = skills.data?.totalElements ?? 0;
  const columns: Column<Competence>[] = [
    { header: 'Nom', cell: (skill) => skill.nom },
    { header: 'Mots-clés', cell: (skill) => skill.motsCles },
    {
      header: 'Actions',
      cell: (skill) => (
        <RowActions
          actions={[
            { label: 'Modifier', name: `Modifier ${skill.nom}`, to: `/admin/modifier-une-competence/${skill.id}` },
            { label: 'Supprimer', name: `Supprimer ${skill.nom}`, danger: true, onClick: () => deletion.ask(skill) },
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
      <ListStates
        query={{ isPending: skills.isPending, isError: false }}
        loadingLabel="Chargement des compétences"
        empty={total === 0}
        emptyText={debounced ? 'Aucune compétence ne correspond à cette recherche.' : 'Aucune compétence.'}
      >
        <ListCount total={total} one="compétence" />
        <DataTable
          striped
          verticalSpacing={undefined}
          rows={skills.data?.items ?? []}
          rowKey={(skill) => skill.id}
          columns={columns}
        />
        <Pager total={total} size={SIZE} page={page} onChange={setPage} mt="md" />
      </ListStates>
      {deletion.modal}
    </ContentLayout>
  );
}
