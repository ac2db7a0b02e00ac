// /confirmation/{token}: confirms the account as soon as the page opens, then says clearly how it went.
import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUTH_MESSAGES, href } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { OutcomeAlert } from '@/components/ui/outcome-alert';
import { Spinner } from '@/components/ui/spinner';
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
          <OutcomeAlert done={false} title="Confirmation impossible">
            {errorMessage(confirmation.error) || AUTH_MESSAGES.confirmationInvalid}
          </OutcomeAlert>
          <Text mb="sm">
            Si votre compte est déjà confirmé, connectez-vous. Sinon, inscrivez-vous de nouveau pour recevoir un nouveau
            lien.
          </Text>
          <Group>
            <Anchor component={Link} to={href('login')}>
              Se connecter
            </Anchor>
            <Anchor component={Link} to={href('register')}>
              S’inscrire
            </Anchor>
          </Group>
        </>
      ) : (
        <>
          <OutcomeAlert done title="Compte confirmé">
            {confirmation.data?.message ?? AUTH_MESSAGES.confirmed}
          </OutcomeAlert>
          <Anchor component={Link} to={href('login')}>
            Se connecter
          </Anchor>
        </>
      )}
    </AuthLayout>
  );
}
