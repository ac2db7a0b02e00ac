// /confirmation/{token}: confirms the account as soon as the page opens, then says clearly how it went.
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { confirmAccount } from '../api/confirm-account';
import { AuthLayout } from '../components/auth-layout';
import { errorMessage } from '../components/error-message';

export function ConfirmationScreen() {
  const token = useParams().token ?? '';
  // A query, not an effect: the token is single-use, and the query runs once however often the screen mounts.
  const confirmation = useQuery({
    queryKey: ['auth', 'confirmation', token],
    queryFn: () => confirmAccount(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled: !!token,
  });

  return (
    <AuthLayout title="Confirmation du compte">
      {confirmation.isPending ? (
        <Group>
          <Spinner label="Confirmation en cours" />
          <Text>Confirmation de votre compte…</Text>
        </Group>
      ) : confirmation.isError ? (
        <>
          <Alert
            color="red"
            icon={<IconCircleX aria-hidden="true" />}
            title="Confirmation impossible"
            role="alert"
            mb="md"
          >
            {errorMessage(confirmation.error) || AUTH_MESSAGES.confirmationInvalid}
          </Alert>
          <Text mb="sm">
            Si votre compte est déjà confirmé, connectez-vous. Sinon, inscrivez-vous de nouveau pour recevoir un nouveau
            lien.
          </Text>
          <Group>
            <Anchor component={Link} to={paths.login}>
              Se connecter
            </Anchor>
            <Anchor component={Link} to={paths.register}>
              S’inscrire
            </Anchor>
          </Group>
        </>
      ) : (
        <>
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden="true" />}
            title="Compte confirmé"
            role="status"
            mb="md"
          >
            {confirmation.data?.message ?? AUTH_MESSAGES.confirmed}
          </Alert>
          <Anchor component={Link} to={paths.login}>
            Se connecter
          </Anchor>
        </>
      )}
    </AuthLayout>
  );
}
