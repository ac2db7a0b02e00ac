// /linkedin/{code}: the page LinkedIn's sign-in lands on; exchanges the one-time code for the session.
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { signInWithLinkedin } from '../api/linkedin-exchange';
import { AuthLayout } from '../components/auth-layout';
import { errorMessage } from '../components/error-message';

export function LinkedinScreen() {
  const code = useParams().accesstoken ?? '';
  const navigate = useNavigate();
  // The code is single-use: a query runs the exchange once however often the screen mounts.
  const exchange = useQuery({
    queryKey: ['auth', 'linkedin', code],
    queryFn: async () => {
      await signInWithLinkedin(code);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled: !!code,
  });

  useEffect(() => {
    if (exchange.isSuccess) navigate(paths.home, { replace: true });
  }, [exchange.isSuccess, navigate]);

  return (
    <AuthLayout title="Connexion avec LinkedIn">
      {exchange.isError ? (
        <>
          <Alert color="red" role="alert" mb="md">
            {errorMessage(exchange.error)}
          </Alert>
          <Anchor component={Link} to={paths.login}>
            Retour à la connexion
          </Anchor>
        </>
      ) : (
        <Group>
          <Spinner label="Connexion en cours" />
          <Text>Connexion en cours…</Text>
        </Group>
      )}
    </AuthLayout>
  );
}
