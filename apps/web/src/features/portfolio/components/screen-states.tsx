// What a portfolio screen shows while loading, when its project cannot be read, or when an address is wrong.
import { Alert, Anchor, Center, Container } from '@mantine/core';
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
      <Alert color="orange" title="Projet indisponible" role="alert">
        {message}{' '}
        <Anchor component={Link} to={backTo}>
          {backLabel}
        </Anchor>
      </Alert>
    </Container>
  );
}
