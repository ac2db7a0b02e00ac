// /interdit (SPEC §2.1, §2.13): where the guard sends a user whose role or identity does not fit the page.
import { Anchor, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';

export function ForbiddenScreen() {
  const user = useCurrentUser();
  return (
    <Container size="sm" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" mx="auto" mb="md" aria-hidden="true">
        <IconLock size={30} />
      </ThemeIcon>
      <Title order={1} mb="sm">
        Accès interdit
      </Title>
      <Text c="dimmed" mb="lg">
        {user
          ? 'Votre compte ne donne pas accès à cette page. Si vous pensez qu’il s’agit d’une erreur, contactez votre conseiller.'
          : 'Cette page est réservée aux personnes connectées qui en ont le droit.'}
      </Text>
      <Group justify="center" gap="lg">
        <Anchor component={Link} to={href('home')} fw={600}>
          Retour à l’accueil
        </Anchor>
        {user ? null : (
          <Anchor component={Link} to={href('login')} fw={600}>
            Se connecter
          </Anchor>
        )}
      </Group>
    </Container>
  );
}
