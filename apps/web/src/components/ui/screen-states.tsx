// What a screen shows while what it displays loads, or when that cannot be read, with a way back.
import { Alert, Anchor, Center, Container } from '@mantine/core';
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

export function ScreenUnavailable({ title, message, backTo, backLabel }: UnavailableProps & { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" title={title} role="alert">
        {message}{' '}
        <Anchor component={Link} to={backTo}>
          {backLabel}
        </Anchor>
      </Alert>
    </Container>
  );
}
