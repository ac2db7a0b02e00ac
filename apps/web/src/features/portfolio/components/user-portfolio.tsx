// The portfolio as a visitor sees it on /utilisateur/{id}: cards that open each project in a dialog.
import { Button, Center, Modal, Pagination, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { PORTFOLIO_PAGE_SIZE, type Project } from '@tremplin/shared';
import { useState } from 'react';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from './project-card';
import { ProjectDetails } from './project-details';
import { Loading } from './screen-states';

export function UserPortfolio({ userId, headingOrder = 2 }: { userId: number; headingOrder?: 2 | 3 }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Project | null>(null);
  const projects = useProjects(userId, page - 1, PORTFOLIO_PAGE_SIZE, '', { silent: true });
  const total = projects.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE));
  return (
    <section aria-labelledby={`portfolio-${userId}`}>
      <Title order={headingOrder} id={`portfolio-${userId}`} mb="md">
        Portfolio
      </Title>
      {projects.isPending ? (
        <Loading label="Chargement du portfolio" />
      ) : projects.isError ? (
        <Text c="dimmed">Le portfolio de ce profil n’est pas visible.</Text>
      ) : total === 0 ? (
        <Text c="dimmed">Aucun projet pour le moment.</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {projects.data.items.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                title={
                  <UnstyledButton onClick={() => setOpen(project)} fw={700} c="brand.8" fz="inherit">
                    {project.titre}
                  </UnstyledButton>
                }
              />
            ))}
          </SimpleGrid>
          {pages > 1 ? (
            <Center mt="lg">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Center>
          ) : null}
        </>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.titre} size="xl">
        {open ? <ProjectDetails project={open} headingOrder={3} /> : null}
        <Button variant="default" mt="lg" onClick={() => setOpen(null)}>
          Fermer
        </Button>
      </Modal>
    </section>
  );
}
