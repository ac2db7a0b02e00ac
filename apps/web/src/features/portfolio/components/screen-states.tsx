// What a portfolio screen shows while loading, when its project cannot be read, or when an address is wrong.
import { Alert, Anchor, Center, Container, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

export function Loading({ label = 'Chargement du projet' }: { label?: string }) {
  return (
    <Center py={80}>
      <Spinner label={label} />
    </Center>
  );
}

export function Unavailable({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Container size="sm" py="xl">
      {/* The screen's title, so that the page keeps its one h1 when the project cannot be shown. */}
      <Title order={1} size="h2" mb="md">
        Projet indisponible
      </Title>
      <Alert color="orange" role="alert">
        {message}{' '}
        <Anchor component={Link} to={backTo}>
          {backLabel}
        </Anchor>
      </Alert>
    </Container>
  );
}
