// Shown when a screen fails to render or its code cannot be loaded (often: a new version was deployed meanwhile).
import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { href, REQUEST_MESSAGES } from '@tremplin/shared';
import { Component, type ReactNode, useEffect } from 'react';
import { Link, type Location, useLocation } from 'react-router';
import { useRouteTitle } from '@/components/seo/use-document-title';
import { finishTakeOver } from '../take-over';

export function RouteErrorScreen() {
  useRouteTitle('Erreur');
  // A screen that failed as the app took over a ready-made page ends the taking over as well.
  useEffect(() => finishTakeOver(), []);
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1} mb="sm">
        {REQUEST_MESSAGES.genericError}
      </Title>
      <Text c="dimmed" mb="lg">
        La page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, revenez un peu plus tard.
      </Text>
      <Group justify="center" gap="lg">
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        <Anchor component={Link} to={href('home')} fw={600}>
          Retour à l’accueil
        </Anchor>
      </Group>
    </Container>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  location: Location;
}

/** Catches what fails below it; leaving for another page clears the error, as a route's errorElement did. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
