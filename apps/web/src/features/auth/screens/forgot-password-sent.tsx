// /mot-de-passe-oublie-soumis: the request went; the same words whether the address has an account or not.
import { Anchor, Text } from '@mantine/core';
import { AUTH_MESSAGES, href } from '@tremplin/shared';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';

export function ForgotPasswordSentScreen() {
  return (
    <AuthLayout title="Demande envoyée">
      <Text mb="md">{AUTH_MESSAGES.resetRequested}</Text>
      <Text size="sm" c="dimmed" mb="md">
        Le lien reste valable une heure et ne sert qu’une fois. Pensez à regarder dans vos courriers indésirables.
      </Text>
      <Anchor component={Link} to={href('login')}>
        Retour à la connexion
      </Anchor>
    </AuthLayout>
  );
}
