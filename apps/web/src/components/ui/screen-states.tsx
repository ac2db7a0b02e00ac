// What a screen shows while what it displays loads, or when that cannot be read, with a way back.
import { Alert, Anchor, Center, Container, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Spinner } from './spinner';

export function ScreenLoading({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Spinner label={label} />
    </Center>
  );
}

export interface UnavailableProps {
  message: string;
  backTo: string;
  backLabel: string;
}

/**
 * `asHeading`: the title is the page's h1, for a screen whose own title would be missing (a page keeps one h1);
 * otherwise it titles the alert.
 */
export function ScreenUnavailable({
  title,
  asHeading = false,
  message,
  backTo,
  backLabel,
}: UnavailableProps & { title: string; asHeading?: boolean }) {
  return (
    <Container size="sm" py="xl">
      {asHeading && (
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
      )}
      <Alert color="orange" title={asHeading ? undefined : title} role="alert">
        {message}{' '}
        <Anchor component={Link} to={backTo}>
          {backLabel}
        </Anchor>
      </Alert>
    </Container>
  );
}
