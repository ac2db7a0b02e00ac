// What a portfolio screen shows while loading, when its project cannot be read, or when an address is wrong.
import { Alert, Anchor, Center, Container } from '@mantine/core';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { portfolioPaths } from '../paths';

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

/** A project page's loading or unavailable screen (also for someone else's project), or null once it is there. */
export function projectGate(
  project: { isPending: boolean; isError: boolean; data?: { utilisateurId: number } },
  uid: number,
  pending = false,
) {
  if (project.isPending || pending) return <Loading />;
  if (project.isError || project.data?.utilisateurId !== uid) {
    return (
      <Unavailable
        message="Ce projet est introuvable."
        backTo={portfolioPaths.portfolio(uid)}
        backLabel="Retour au portfolio"
      />
    );
  }
  return null;
}
