// /inscription-reussie: what happens next after registering.
import { Anchor, Text } from '@mantine/core';
import { href } from '@tremplin/shared';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../components/auth-layout';

export function RegisterDoneScreen() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthLayout title="Inscription réussie">
      <Text mb="md">
        {email ? (
          <>
            Un e-mail de confirmation a été envoyé à <strong>{email}</strong>.
          </>
        ) : (
          'Un e-mail de confirmation vient de vous être envoyé.'
        )}{' '}
        Suivez le lien qu’il contient pour activer votre compte ; il reste valable 48 heures.
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        Rien reçu ? Pensez à regarder dans vos courriers indésirables.
      </Text>
      <Anchor component={Link} to={href('login')}>
        Aller à la page de connexion
      </Anchor>
    </AuthLayout>
  );
}
