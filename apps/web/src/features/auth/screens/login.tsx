// /connexion: e-mail, password and the bot check; LinkedIn when the server offers it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import { type LoginRequest, loginRequestSchema } from '@tremplin/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { useLinkedinStatus } from '../api/get-linkedin-status';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck, type BotCheckHandle } from '../components/bot-check';
import { errorMessage } from '../components/error-message';
import { FormError } from '../components/form-error';

const LINKEDIN_FAILURES: Record<string, string> = {
  inactif: 'Ce compte est désactivé ou pas encore confirmé : la connexion avec LinkedIn est impossible.',
  erreur: 'La connexion avec LinkedIn a échoué. Merci de réessayer ou de vous connecter avec votre mot de passe.',
};

export function LoginScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkedinFailure = search.get('linkedin');
  const linkedin = useLinkedinStatus();
  const botCheck = useRef<BotCheckHandle>(null);
  const signIn = useSignIn();
  const [refusal, setRefusal] = useState<string | null>(
    linkedinFailure ? (LINKEDIN_FAILURES[linkedinFailure] ?? LINKEDIN_FAILURES.erreur ?? null) : null,
  );
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', motDePasse: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const captcha = await botCheck.current?.answer();
      await signIn.mutateAsync({ ...values, captcha });
      navigate(paths.home);
    } catch (error) {
      setRefusal(errorMessage(error));
      botCheck.current?.reset();
    }
  });

  return (
    <AuthLayout title="Connexion" intro="Heureux de vous revoir sur votre espace.">
      <FormError message={refusal} />
      <form onSubmit={submit} noValidate aria-label="Connexion">
        <Stack>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Mot de passe"
            autoComplete="current-password"
            required
            error={errors.motDePasse?.message}
            {...form.register('motDePasse')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Mot de passe oublié ?
            </Anchor>
          </Group>
          <BotCheck action="connexion" ref={botCheck} />
          <Button type="submit" loading={isSubmitting} fullWidth>
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
