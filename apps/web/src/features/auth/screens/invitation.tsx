// /invitation/{token}: a person whose account staff opened chooses a password with the e-mailed link, and is then
// signed in. A used, expired or replaced link is answered with what to do instead.
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { ACCOUNT_INVITATION_MESSAGES, ACCOUNT_INVITATION_VALID_DAYS, href } from '@tremplin/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '@/lib/notifications';
import { acceptInvitation } from '../api/accept-invitation';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '../components/form-error';
import { NewPasswordInput } from '../components/new-password-input';
import { useCheckedAccountForm } from '../components/use-account-form';

export function InvitationScreen() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const form = useCheckedAccountForm({
    initialValues: { motDePasse: '', confirmation: '' },
    schema: () => import('../form-schemas').then((m) => m.newPasswordSchema),
    mode: 'onTouched',
    send: async ({ motDePasse }) => {
      await acceptInvitation({ token, motDePasse });
      notify.success(ACCOUNT_INVITATION_MESSAGES.accepted);
      navigate(href('home'));
    },
  });

  return (
    <AuthLayout
      title="Choisir votre mot de passe"
      intro="Un compte a été ouvert pour vous. Choisissez votre mot de passe pour l’activer : vous serez connecté aussitôt."
    >
      <FormError message={form.refusal} />
      {form.refusal ? (
        <Group mb="md" gap="lg">
          <Anchor component={Link} to={href('login')}>
            Se connecter
          </Anchor>
          <Anchor component={Link} to={href('forgotPassword')}>
            Mot de passe oublié
          </Anchor>
        </Group>
      ) : null}
      <form onSubmit={form.submit} noValidate aria-label="Choisir votre mot de passe">
        <Stack>
          <NewPasswordInput
            label="Mot de passe"
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
          <Button type="submit" loading={form.submitting} fullWidth>
            Activer mon compte
          </Button>
          <Text size="sm" c="dimmed">
            Le lien de l’invitation sert une seule fois et reste valable {ACCOUNT_INVITATION_VALID_DAYS} jours.
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
