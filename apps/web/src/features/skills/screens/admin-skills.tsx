// /admin/gestion-des-competences: the skills with a search, pages, and edit and delete actions (ADMIN and CEF).
import { Anchor, Button, Group, Modal, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Competence } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteSkill, useSkillsPage } from '../api/manage-skills';

const SIZE = 10;

export function AdminSkillsScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Competence | null>(null);
  const skills = useSkillsPage(page - 1, SIZE, debounced);
  const remove = useDeleteSkill();
  const total = skills.data?.totalElements ?? 0;

  return (
    <ContentLayout title="Gestion des compétences" size="lg">
      <Group justify="space-between" mb="md">
        <TextInput
          label="Rechercher une compétence"
          placeholder="Nom ou mot-clé"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
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
      {skills.isPending ? (
        <Spinner label="Chargement des compétences" />
      ) : total === 0 ? (
        <Text c="dimmed">
          {debounced ? 'Aucune compétence ne correspond à cette recherche.' : 'Aucune compétence.'}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {total} compétence{total > 1 ? 's' : ''}
          </Text>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Mots-clés</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {skills.data?.items.map((skill) => (
                <Table.Tr key={skill.id}>
                  <Table.Td>{skill.nom}</Table.Td>
                  <Table.Td>{skill.motsCles}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor
                        component={Link}
                        to={`/admin/modifier-une-competence/${skill.id}`}
                        aria-label={`Modifier ${skill.nom}`}
                      >
                        Modifier
                      </Anchor>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => setRemoving(skill)}
                        aria-label={`Supprimer ${skill.nom}`}
                      >
                        Supprimer
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {total > SIZE ? (
            <Pagination
              mt="md"
              total={Math.ceil(total / SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? 'Page suivante' : 'Page précédente',
              })}
            />
          ) : null}
        </>
      )}
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title="Supprimer une compétence" centered>
        <Text mb="lg">
          Voulez-vous vraiment supprimer « {removing?.nom} » ? Les profils qui l’affichent la gardent, détachée de la
          liste.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            Annuler
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          >
            Supprimer
          </Button>
        </Group>
      </Modal>
    </ContentLayout>
  );
}
