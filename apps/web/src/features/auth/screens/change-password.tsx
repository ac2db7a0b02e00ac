// /modifiermotdepasse/{id}: one's own new password, with the current one, and 'Supprimer mon compte' behind a
// confirmation. Nobody chooses another person's password: staff send a reset link from the user's edit screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AUTH_MESSAGES, href, passwordSchema, type Role, STAFF } from '@tremplin/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useCurrentUser } from '@/lib/auth';
import { notify } from '@/lib/notifications';
import { useChangePassword } from '../api/change-password';
import { useDeactivateAccount } from '../api/deactivate-account';
import { AuthLayout } from '../components/auth-layout';
import { errorMessage } from '../components/error-message';
import { FormError } from '../components/form-error';
import { NewPasswordInput } from '../components/new-password-input';

const formSchema = z
  .object({
    ancienMotDePasse: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
    motDePasse: passwordSchema,
    confirmation: z.string(),
  })
  .refine((v) => v.motDePasse === v.confirmation, {
    path: ['confirmation'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
type FormValues = z.infer<typeof formSchema>;

/** SPEC §6: staff and recruiters are not sent to personal lists after changing a password. */
function afterChange(role: Role, userId: number): string {
  if (STAFF.includes(role)) return href('home');
  if (role === 'RECRUTEUR') return href('home');
  return href('profile', { id: userId });
}

function DeactivateAccount({ userId }: { userId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const deactivate = useDeactivateAccount();
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  // Reached from 'Supprimer mon compte' on the profile: the section is below the password form.
  useEffect(() => {
    if (hash === '#supprimer-mon-compte') heading.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <>
      <Divider my="xl" />
      <Title order={2} size="h4" mb="xs" id="supprimer-mon-compte" ref={heading}>
        Supprimer mon compte
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Votre compte est désactivé tout de suite et vous êtes déconnecté. Il est ensuite effacé définitivement avec vos
        données après un délai pendant lequel il suffit de vous reconnecter pour le garder.
      </Text>
      <Button color="red" variant="outline" onClick={open}>
        Supprimer mon compte
      </Button>
      <ConfirmModal
        opened={opened}
        title="Supprimer votre compte ?"
        confirmLabel="Supprimer"
        loading={deactivate.isPending}
        onClose={close}
        onConfirm={() => deactivate.mutate(userId)}
      >
        Votre compte sera désactivé et vous serez déconnecté immédiatement. Un e-mail vous permettra de l’effacer tout
        de suite ; sinon il sera effacé à la fin du délai, sauf si vous vous reconnectez d’ici là.
      </ConfirmModal>
    </>
  );
}

export function ChangePasswordScreen() {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { ancienMotDePasse: '', motDePasse: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('motDePasse');

  if (!user || !Number.isInteger(id) || id <= 0) {
    return (
      <AuthLayout title="Modifier mon mot de passe">
        <Alert color="red">Ce compte est introuvable.</Alert>
      </AuthLayout>
    );
  }
  if (user.id !== id) {
    return (
      <AuthLayout title="Modifier le mot de passe">
        <Alert color="orange">
          Personne ne choisit le mot de passe d’un autre. Depuis la gestion des utilisateurs, envoyez-lui un lien de
          réinitialisation : il choisira lui-même un nouveau mot de passe.
        </Alert>
      </AuthLayout>
    );
  }

  const submit = form.handleSubmit(async ({ ancienMotDePasse, motDePasse }) => {
    setRefusal(null);
    try {
      const answer = await change.mutateAsync({
        utilisateurID: id,
        motDePasse,
        ancienMotDePasse,
      });
      notify.success(answer.message || AUTH_MESSAGES.passwordChanged);
      navigate(afterChange(user.role, id));
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <AuthLayout title="Modifier mon mot de passe">
      <FormError message={refusal} />
      <form onSubmit={submit} noValidate aria-label="Modifier le mot de passe">
        <Stack>
          <PasswordInput
            label="Mot de passe actuel"
            autoComplete="current-password"
            required
            error={errors.ancienMotDePasse?.message}
            {...form.register('ancienMotDePasse')}
          />
          <NewPasswordInput
            label="Nouveau mot de passe"
            required
            current={password}
            error={errors.motDePasse?.message}
            {...form.register('motDePasse')}
          />
          <PasswordInput
            label="Confirmer le nouveau mot de passe"
            autoComplete="new-password"
            required
            error={errors.confirmation?.message}
            {...form.register('confirmation')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Enregistrer
          </Button>
        </Stack>
      </form>
      <DeactivateAccount userId={id} />
    </AuthLayout>
  );
}
