// Any unknown path (SPEC §2.1): 'Page introuvable' with a way home.
import { Anchor, Container, Text, Title } from '@mantine/core';
import { href, NOT_FOUND_TITLE } from '@tremplin/shared';
import { Link } from 'react-router';
import { useRouteTitle } from '@/components/seo/use-document-title';

export function NotFoundScreen() {
  useRouteTitle(NOT_FOUND_TITLE);
  return (
    <Container size="sm" py={64} ta="center">
      <Text fw={800} fz={64} c="brand.8" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} mt="md" mb="sm">
        {NOT_FOUND_TITLE}
      </Title>
      <Text c="dimmed" mb="lg">
        L’adresse demandée n’existe pas ou plus. Vérifiez qu’elle est bien écrite, ou repartez de l’accueil.
      </Text>
      <Anchor component={Link} to={href('home')} fw={600}>
        Retour à l’accueil
      </Anchor>
    </Container>
  );
}
