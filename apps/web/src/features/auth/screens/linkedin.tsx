// /linkedin/{code}: the page LinkedIn's sign-in lands on; exchanges the one-time code for the session.
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { href } from '@tremplin/shared';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { signInWithLinkedin } from '../api/linkedin-exchange';
import { AuthLayout } from '../components/auth-layout';
import { errorMessage } from '../components/error-message';

// Only someone with a second factor needs its step: it loads when asked for, keeping the page light.
const SecondStep = lazy(() => import('../components/second-step').then((m) => ({ default: m.SecondStep })));

export function LinkedinScreen() {
  const code = useParams().accesstoken ?? '';
  const navigate = useNavigate();
  // The code is single-use: a query runs the exchange once however often the screen mounts.
  const exchange = useQuery({
    queryKey: ['auth', 'linkedin', code],
    // Null once the session is open; the second step when the account still needs one.
    queryFn: () => signInWithLinkedin(code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled: !!code,
  });

  const secondStep = exchange.data ?? null;
  useEffect(() => {
    if (exchange.isSuccess && !exchange.data) navigate(href('home'), { replace: true });
  }, [exchange.isSuccess, exchange.data, navigate]);

  if (secondStep) {
    return (
      <AuthLayout title="Connexion avec LinkedIn" intro="Double authentification">
        <Suspense fallback={<Loader aria-label="Chargement de la deuxième étape" />}>
          <SecondStep
            step={secondStep}
            onSignedIn={() => navigate(href('home'), { replace: true })}
            onRestart={() => navigate(href('login'))}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Connexion avec LinkedIn">
      {exchange.isError ? (
        <>
          <Alert color="red" role="alert" mb="md">
            {errorMessage(exchange.error)}
          </Alert>
          <Anchor component={Link} to={href('login')}>
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
