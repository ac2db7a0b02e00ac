// /reset-motdepasse/{token}: a new password with the token of the e-mailed link.
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { AUTH_MESSAGES } from '@tremplin/shared';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notifications';
import { resetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck, type BotCheckHandle } from '../components/bot-check';
import { errorMessage } from '../components/error-message';
import { FormError } from '../components/form-error';
import { NewPasswordInput } from '../components/new-password-input';
import { useAccountForm } from '../components/use-account-form';

export function ResetPasswordScreen() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const botCheck = useRef<BotCheckHandle>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useAccountForm({
    initialValues: { motDePasse: '', confirmation: '' },
    schema: () => import('../form-schemas').then((m) => m.newPasswordSchema),
    mode: 'onTouched',
    onUnavailable: setRefusal,
  });

  const submit = form.handleSubmit(async ({ motDePasse }) => {
    setRefusal(null);
    try {
      const captcha = await botCheck.current?.answer();
      const answer = await resetPassword({ token, motDePasse, captcha });
      notify.success(answer.message || AUTH_MESSAGES.passwordReset);
      navigate(paths.login);
    } catch (error) {
      setRefusal(errorMessage(error));
      botCheck.current?.reset();
    }
  });

  return (
    <AuthLayout title="Nouveau mot de passe" intro="Choisissez le nouveau mot de passe de votre compte.">
      <FormError message={refusal} />
      <form onSubmit={submit} noValidate aria-label="Nouveau mot de passe">
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
          <BotCheck action="reset-motdepasse" ref={botCheck} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Enregistrer le mot de passe
          </Button>
          <Anchor component={Link} to={paths.forgotPassword} ta="center">
            Demander un nouveau lien
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
