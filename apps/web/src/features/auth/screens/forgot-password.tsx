// /mot-de-passe-oublie: asks for a reset link by e-mail.
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { requestReset } from '../api/request-reset';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck, type BotCheckHandle } from '../components/bot-check';
import { errorMessage } from '../components/error-message';
import { FormError } from '../components/form-error';
import { useAccountForm } from '../components/use-account-form';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const botCheck = useRef<BotCheckHandle>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useAccountForm({
    initialValues: { email: '' },
    schema: () => import('../form-schemas').then((m) => m.resetRequestSchema),
    onUnavailable: setRefusal,
  });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const captcha = await botCheck.current?.answer();
      await requestReset({ ...values, captcha });
      navigate('/mot-de-passe-oublie-soumis', { state: { email: values.email } });
    } catch (error) {
      setRefusal(errorMessage(error));
      botCheck.current?.reset();
    }
  });

  return (
    <AuthLayout
      title="Mot de passe oublié"
      intro="Indiquez l’adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <FormError message={refusal} />
      <form onSubmit={submit} noValidate aria-label="Mot de passe oublié">
        <Stack>
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
          <BotCheck action="motdepasse" ref={botCheck} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Envoyer le lien
          </Button>
          <Anchor component={Link} to={paths.login} ta="center">
            Retour à la connexion
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
