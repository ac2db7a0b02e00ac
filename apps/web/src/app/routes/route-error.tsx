// Shown when a screen fails to render or its code cannot be loaded (often: a new version was deployed meanwhile).
import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { MESSAGES } from '@tremplin/shared';
import { Link } from 'react-router';
import { useRouteTitle } from '@/components/seo/use-document-title';
import { paths } from '@/config/paths';

export function RouteErrorScreen() {
  useRouteTitle('Erreur');
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1} mb="sm">
        {MESSAGES.genericError}
      </Title>
      <Text c="dimmed" mb="lg">
        La page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, revenez un peu plus tard.
      </Text>
      <Group justify="center" gap="lg">
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        <Anchor component={Link} to={paths.home} fw={600}>
          Retour à l’accueil
        </Anchor>
      </Group>
    </Container>
  );
}
