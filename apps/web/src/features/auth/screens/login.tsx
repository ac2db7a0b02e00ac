// /connexion: e-mail, password and the bot check; LinkedIn when the server offers it. When the account has a second
// factor (or its role requires one), the same screen then asks for the code, or sets the second factor up.
import { Anchor, Button, Divider, Group, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import type { SecondStepAnswer } from '@tremplin/shared';
import { authEndpoints, href } from '@tremplin/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { endpointUrl } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { useLinkedinStatus } from '../api/get-linkedin-status';
import { signIn } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck } from '../components/bot-check';
import { FormError } from '../components/form-error';
import { useCheckedAccountForm } from '../components/use-account-form';

// Only someone with a second factor needs its step: it loads when asked for, keeping the page light.
const SecondStep = lazy(() => import('../components/second-step').then((m) => ({ default: m.SecondStep })));

const LINKEDIN_FAILURES: Record<string, string> = {
  inactif: 'Ce compte est désactivé ou pas encore confirmé : la connexion avec LinkedIn est impossible.',
  erreur: 'La connexion avec LinkedIn a échoué. Merci de réessayer ou de vous connecter avec votre mot de passe.',
};

export function LoginScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkedinFailure = search.get('linkedin');
  const linkedin = useLinkedinStatus();
  const [secondStep, setSecondStep] = useState<SecondStepAnswer | null>(null);
  const form = useCheckedAccountForm({
    initialValues: { email: '', motDePasse: '' },
    schema: () => import('../form-schemas').then((m) => m.loginRequestSchema),
    initialRefusal: linkedinFailure ? (LINKEDIN_FAILURES[linkedinFailure] ?? LINKEDIN_FAILURES.erreur ?? null) : null,
    send: async (values, captcha) => {
      const step = await signIn({ ...values, captcha });
      if (step) setSecondStep(step);
      else navigate(href('home'));
    },
    // SPEC §8: a refusal is also an (orange) error toast, beside the message kept in the form.
    onRefused: notify.error,
  });

  if (secondStep) {
    return (
      <AuthLayout title="Connexion" intro="Double authentification">
        <Suspense fallback={<Loader aria-label="Chargement de la deuxième étape" />}>
          <SecondStep
            step={secondStep}
            onSignedIn={() => navigate(href('home'))}
            onRestart={() => setSecondStep(null)}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Connexion" intro="Heureux de vous revoir sur votre espace.">
      <FormError message={form.refusal} />
      <form onSubmit={form.submit} noValidate aria-label="Connexion">
        <Stack>
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
          <PasswordInput label="Mot de passe" autoComplete="current-password" required {...form.field('motDePasse')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={href('forgotPassword')} size="sm">
              Mot de passe oublié ?
            </Anchor>
          </Group>
          <BotCheck action="connexion" ref={form.botCheck} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Se connecter
          </Button>
        </Stack>
      </form>
      {linkedin.data?.configured ? (
        <>
          <Divider label="ou" labelPosition="center" my="lg" />
          <Button
            component="a"
            href={endpointUrl(authEndpoints.linkedin, undefined)}
            variant="default"
            fullWidth
            leftSection={<IconBrandLinkedin size={18} aria-hidden="true" />}
          >
            Continuer avec LinkedIn
          </Button>
        </>
      ) : null}
      <Divider my="lg" />
      <Group justify="center" gap={6}>
        Pas encore de compte ?
        <Anchor component={Link} to={href('register')}>
          Créer un compte
        </Anchor>
      </Group>
    </AuthLayout>
  );
}
