// A project by its shareable address (GET projet/slug/{slug}): open to visitors when the profile is visible.
import { Container, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/seo/use-document-title';
import { useProjectBySlug } from '../api/get-project-by-slug';
import { ProjectDetails } from '../components/project-details';
import { Loading, Unavailable } from '../components/screen-states';

export function ProjectPublicScreen() {
  const slug = useParams().slug ?? '';
  const project = useProjectBySlug(slug);
  useDocumentTitle(project.data?.titre ?? 'Projet');
  if (project.isPending) return <Loading />;
  if (project.isError) {
    return (
      <Unavailable
        message="Ce projet n’existe pas ou son auteur ne le partage pas."
        backTo="/"
        backLabel="Retour à l’accueil"
      />
    );
  }
  const p = project.data;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {p.titre}
      </Title>
      <Text c="dimmed" mb="lg">
        Un projet de {p.auteur.prenom} {p.auteur.nom}
      </Text>
      <ProjectDetails project={p} />
    </Container>
  );
}
