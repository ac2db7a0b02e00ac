// The honest placeholder of a screen that is not built yet: its title, a plain sentence, a way back.
import { Anchor, Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" mx="auto" mb="md" aria-hidden="true">
          <IconTools size={30} />
        </ThemeIcon>
        <Title order={1} mb="sm">
          {title}
        </Title>
        <Text fw={600} size="lg" mb="xs">
          Cette page arrive bientôt
        </Text>
        <Text c="dimmed" mb="lg">
          Elle n’est pas encore disponible dans cette version de Tremplin. Aucune donnée n’y est affichée pour
          l’instant.
        </Text>
        <Anchor component={Link} to={paths.home} fw={600}>
          Retour à l’accueil
        </Anchor>
      </Paper>
    </Container>
  );
}
