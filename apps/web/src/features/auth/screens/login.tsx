// /connexion: e-mail, password and the bot check; LinkedIn when the server offers it.
import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useLinkedinStatus } from '../api/get-linkedin-status';
import { signIn } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck } from '../components/bot-check';
import { FormError } from '../components/form-error';
import { useCheckedAccountForm } from '../components/use-account-form';

const LINKEDIN_FAILURES: Record<string, string> = {
  inactif: 'Ce compte est désactivé ou pas encore confirmé : la connexion avec LinkedIn est impossible.',
  erreur: 'La connexion avec LinkedIn a échoué. Merci de réessayer ou de vous connecter avec votre mot de passe.',
};

export function LoginScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkedinFailure = search.get('linkedin');
  const linkedin = useLinkedinStatus();
  const form = useCheckedAccountForm({
    initialValues: { email: '', motDePasse: '' },
    schema: () => import('../form-schemas').then((m) => m.loginRequestSchema),
    initialRefusal: linkedinFailure ? (LINKEDIN_FAILURES[linkedinFailure] ?? LINKEDIN_FAILURES.erreur ?? null) : null,
    send: async (values, captcha) => {
      await signIn({ ...values, captcha });
      navigate(paths.home);
    },
    // SPEC §8: a refusal is also an (orange) error toast, beside the message kept in the form.
    onRefused: notify.error,
  });

  return (
    <AuthLayout title="Connexion" intro="Heureux de vous revoir sur votre espace.">
      <FormError message={form.refusal} />
      <form onSubmit={form.submit} noValidate aria-label="Connexion">
        <Stack>
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
          <PasswordInput label="Mot de passe" autoComplete="current-password" required {...form.field('motDePasse')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
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
            href={apiUrl('/auth/linkedin')}
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
        <Anchor component={Link} to={paths.register}>
          Créer un compte
        </Anchor>
      </Group>
    </AuthLayout>
  );
}
