// What a profile screen shows while loading, and when the profile cannot be read.
import { Alert, Anchor, Center, Container } from '@mantine/core';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError } from '@/lib/api-client';

export function ProfileLoading() {
  return (
    <Center py={80}>
      <Spinner label="Chargement du profil" />
    </Center>
  );
}

export function ProfileUnavailable({ error }: { error: unknown }) {
  const message =
    error instanceof ApiClientError && error.status === 404
      ? 'Ce profil est introuvable ou n’est pas visible.'
      : error instanceof Error
        ? error.message
        : 'Ce profil ne peut pas être affiché.';
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" title="Profil indisponible" role="alert">
        {message}{' '}
        <Anchor component={Link} to="/recherche">
          Voir tous les profils
        </Anchor>
      </Alert>
    </Container>
  );
}
