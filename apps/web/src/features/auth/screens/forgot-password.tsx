// /mot-de-passe-oublie: asks for a reset link by e-mail.
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { href } from '@tremplin/shared';
import { Link, useNavigate } from 'react-router';
import { requestReset } from '../api/request-reset';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck } from '../components/bot-check';
import { FormError } from '../components/form-error';
import { useCheckedAccountForm } from '../components/use-account-form';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const form = useCheckedAccountForm({
    initialValues: { email: '' },
    schema: () => import('../form-schemas').then((m) => m.resetRequestSchema),
    send: async (values, captcha) => {
      await requestReset({ ...values, captcha });
      navigate('/mot-de-passe-oublie-soumis', { state: { email: values.email } });
    },
  });

  return (
    <AuthLayout
      title="Mot de passe oublié"
      intro="Indiquez l’adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <FormError message={form.refusal} />
      <form onSubmit={form.submit} noValidate aria-label="Mot de passe oublié">
        <Stack>
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
          <BotCheck action="motdepasse" ref={form.botCheck} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Envoyer le lien
          </Button>
          <Anchor component={Link} to={href('login')} ta="center">
            Retour à la connexion
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
