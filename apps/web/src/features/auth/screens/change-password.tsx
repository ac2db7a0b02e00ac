// /modifiermotdepasse/{id}: a new password (the current one asked, except for staff acting on another account),
// and, on one's own account, 'Désactiver mon compte' behind a confirmation.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AUTH_MESSAGES, passwordSchema, type Role, STAFF } from '@tremplin/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { notify } from '@/lib/notifications';
import { useChangePassword } from '../api/change-password';
import { useDeactivateAccount } from '../api/deactivate-account';
import { AuthLayout } from '../components/auth-layout';
import { errorMessage } from '../components/error-message';
import { FormError } from '../components/form-error';
import { NewPasswordInput } from '../components/new-password-input';

const formSchema = (askCurrent: boolean) =>
  z
    .object({
      ancienMotDePasse: askCurrent ? z.string().min(1, AUTH_MESSAGES.currentPasswordRequired) : z.string(),
      motDePasse: passwordSchema,
      confirmation: z.string(),
    })
    .refine((v) => v.motDePasse === v.confirmation, {
      path: ['confirmation'],
      message: AUTH_MESSAGES.passwordsDiffer,
    });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/** SPEC §6: staff and recruiters are not sent to personal lists after changing a password. */
function afterChange(role: Role, self: boolean, userId: number): string {
  if (STAFF.includes(role)) return self ? paths.home : paths.userDetails(userId);
  if (role === 'RECRUTEUR') return paths.home;
  return paths.profile(userId);
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
  const self = user?.id === id;
  const askCurrent = self || !user || !STAFF.includes(user.role);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema(askCurrent)),
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

  const submit = form.handleSubmit(async ({ ancienMotDePasse, motDePasse }) => {
    setRefusal(null);
    try {
      const answer = await change.mutateAsync({
        utilisateurID: id,
        motDePasse,
        ...(askCurrent ? { ancienMotDePasse } : {}),
      });
      notify.success(answer.message || AUTH_MESSAGES.passwordChanged);
      navigate(afterChange(user.role, self, id));
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <AuthLayout
      title={self ? 'Modifier mon mot de passe' : 'Modifier le mot de passe'}
      intro={
        self ? undefined : 'Vous modifiez le mot de passe d’un autre compte : ses sessions ouvertes prendront fin.'
      }
    >
      <FormError message={refusal} />
      <form onSubmit={submit} noValidate aria-label="Modifier le mot de passe">
        <Stack>
          {askCurrent ? (
            <PasswordInput
              label="Mot de passe actuel"
              autoComplete="current-password"
              required
              error={errors.ancienMotDePasse?.message}
              {...form.register('ancienMotDePasse')}
            />
          ) : null}
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
      {self ? <DeactivateAccount userId={id} /> : null}
    </AuthLayout>
  );
}
