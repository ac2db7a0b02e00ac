// /{uid}/monportfolio: the projects as cards with their cover, newest first, paged, searchable.
import { Anchor, Button, Group, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { href, PORTFOLIO_PAGE_SIZE } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListCount, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { SearchInput } from '@/components/list/search-input';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from '../components/project-card';
import { Unavailable } from '../components/screen-states';

export function PortfolioScreen() {
  const uid = idParam(useParams().uid) ?? 0;
  const me = useCurrentUser();
  const mine = me?.id === uid;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const projects = useProjects(uid, page - 1, PORTFOLIO_PAGE_SIZE, debounced);
  const total = projects.data?.totalElements ?? 0;

  if (projects.isError) {
    return <Unavailable message="Ce portfolio ne peut pas être affiché." backTo="/" backLabel="Retour à l’accueil" />;
  }

  return (
    <ContentLayout
      size="lg"
      title={mine ? 'Mon portfolio' : 'Portfolio'}
      intro={
        mine
          ? 'Vos projets montrent ce que vous savez faire : ajoutez-y des images, des liens et les compétences utilisées.'
          : 'Les projets de ce profil, du plus récent au plus ancien.'
      }
    >
      <Group justify="space-between" mb="lg" align="flex-end">
        <SearchInput
          label="Rechercher un projet"
          value={search}
          onSearch={setSearch}
          onPage={setPage}
          w={{ base: '100%', sm: 320 }}
        />
        <Button component={Link} to={href('projectNew', { uid })} leftSection={<IconPlus size={18} />}>
          Nouveau projet
        </Button>
      </Group>

      <ListStates
        query={{ isPending: projects.isPending, isError: false }}
        loadingLabel="Chargement des projets"
        loading="centred"
        empty={total === 0}
        emptyText={
          debounced.trim() ? (
            <EmptyTitle large title="Aucun projet ne correspond à cette recherche" />
          ) : (
            <EmptyTitle
              large
              title="Aucun projet pour le moment"
              hint="Présentez un premier projet : un site, une application, une maquette, un travail d’équipe…"
              action={
                <Button component={Link} to={href('projectNew', { uid })}>
                  Créer mon premier projet
                </Button>
              }
            />
          )
        }
      >
        <ListCount total={total} one="projet" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {projects.data?.items.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              title={
                <Anchor component={Link} to={href('project', { uid, pid: project.id })} inherit>
                  {project.titre}
                </Anchor>
              }
            />
          ))}
        </SimpleGrid>
        <Pager total={total} size={PORTFOLIO_PAGE_SIZE} page={page} onChange={setPage} mt="xl" />
      </ListStates>
    </ContentLayout>
  );
}
