// /reset-motdepasse/{token}: a new password with the token of the e-mailed link.
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { AUTH_MESSAGES, href } from '@tremplin/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '@/lib/notifications';
import { resetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck } from '../components/bot-check';
import { FormError } from '../components/form-error';
import { NewPasswordInput } from '../components/new-password-input';
import { useCheckedAccountForm } from '../components/use-account-form';

export function ResetPasswordScreen() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const form = useCheckedAccountForm({
    initialValues: { motDePasse: '', confirmation: '' },
    schema: () => import('../form-schemas').then((m) => m.newPasswordSchema),
    mode: 'onTouched',
    send: async ({ motDePasse }, captcha) => {
      const answer = await resetPassword({ token, motDePasse, captcha });
      notify.success(answer.message || AUTH_MESSAGES.passwordReset);
      navigate(href('login'));
    },
  });

  return (
    <AuthLayout title="Nouveau mot de passe" intro="Choisissez le nouveau mot de passe de votre compte.">
      <FormError message={form.refusal} />
      <form onSubmit={form.submit} noValidate aria-label="Nouveau mot de passe">
        <Stack>
          <NewPasswordInput
            label="Nouveau mot de passe"
            required
            current={form.values.motDePasse}
            {...form.field('motDePasse')}
          />
          <PasswordInput
            label="Confirmer le mot de passe"
            autoComplete="new-password"
            required
            {...form.field('confirmation')}
          />
          <BotCheck action="reset-motdepasse" ref={form.botCheck} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Enregistrer le mot de passe
          </Button>
          <Anchor component={Link} to={href('forgotPassword')} ta="center">
            Demander un nouveau lien
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
