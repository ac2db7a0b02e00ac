// /admin/modifier-un-utilisateur/{id}: the full account; when someone saved first, the 409 is explained here. An
// account above the staff member's rank (ACTS_ON_ROLES) is shown with no action at all: the server would refuse them.
import { Alert, Badge, Button, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  ACCOUNT_INVITATION_LABELS,
  ACCOUNT_INVITATION_VALID_DAYS,
  ADMIN_USER_MESSAGES,
  type AdminUserUpdate,
  href,
  mayActOnAccount,
  personName,
  ROLE_LABELS,
} from '@tremplin/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConflictAlert } from '@/components/form/conflict-alert';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useAdminUser } from '@/features/admin-users/api/get-user';
import { useInvitation, useResendInvitation } from '@/features/admin-users/api/invitation';
import { useResetSecondFactor, useStaffSecondFactor } from '@/features/admin-users/api/second-factor';
import { useSendResetLink } from '@/features/admin-users/api/send-reset-link';
import { useUpdateAdminUser } from '@/features/admin-users/api/update-user';
import { UserForm } from '@/features/admin-users/components/user-form';
import { StaffDataActions } from '@/features/personal-data';
import { ApiClientError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';

export function AdminUserEditScreen() {
  const id = idParam(useParams().id) ?? 0;
  const user = useAdminUser(id);
  const update = useUpdateAdminUser();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const me = useCurrentUser();
  const resetLink = useSendResetLink();
  const u = user.data;
  const mayAct = !!me && !!u && mayActOnAccount(me, u);
  const invitation = useInvitation(id, mayAct);
  const secondFactor = useStaffSecondFactor(id, mayAct && me?.id !== id);
  const resetSecondFactor = useResetSecondFactor();
  const [confirmingReset, resetModal] = useDisclosure(false);
  const resend = useResendInvitation();
  const invitationState = invitation.data?.etat ?? 'AUCUNE';
  // An invitation not yet accepted: the person has no password to reset, they need the invitation again.
  const pendingInvitation = invitationState === 'ENVOYEE' || invitationState === 'EXPIREE';

  return (
    <ContentLayout title="Modifier un utilisateur" size="lg" intro={u ? `${personName(u)} — ${u.email}` : undefined}>
      {user.isPending && id > 0 ? (
        <Center py="xl">
          <Loader aria-label="Chargement de l’utilisateur" />
        </Center>
      ) : !u ? (
        <Alert color="orange" title="Utilisateur introuvable">
          Ce compte n’existe pas ou a été supprimé.
        </Alert>
      ) : (
        <>
          {conflict ? (
            <ConflictAlert
              mb="lg"
              reloading={user.isFetching}
              onReload={() => void user.refetch().then(() => setConflict(false))}
            />
          ) : null}
          {!mayAct ? (
            <Alert color="orange" mb="lg">
              {ADMIN_USER_MESSAGES.roleNotManageable} Ce compte ({ROLE_LABELS[u.role]}) est en lecture seule pour vous.
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed" mb="md">
            Version {u.version}
            {u.active ? ' · compte actif' : ' · compte inactif'}
          </Text>
          {mayAct ? (
            <UserForm
              key={`${u.id}-${u.version}`}
              mode="edit"
              user={u}
              submitLabel="Enregistrer"
              submitting={update.isPending}
              onCancel={() => navigate(href('adminUsers'))}
              onSubmit={(values) =>
                update.mutate(values as unknown as AdminUserUpdate, {
                  onSuccess: () => navigate(href('adminUsers')),
                  onError: (err) => {
                    if (err instanceof ApiClientError && err.status === 409) setConflict(true);
                  },
                })
              }
            />
          ) : null}
          {mayAct && me?.id !== u.id && invitationState !== 'AUCUNE' ? (
            <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="invitation-title">
              <Group justify="space-between" mb="xs" wrap="wrap">
                <Title order={2} size="h4" id="invitation-title">
                  Invitation
                </Title>
                <Badge
                  color={invitationState === 'ACCEPTEE' ? 'teal' : invitationState === 'EXPIREE' ? 'red' : 'blue'}
                  variant="light"
                  style={{ flexShrink: 0, overflow: 'visible' }}
                >
                  {ACCOUNT_INVITATION_LABELS[invitationState]}
                </Badge>
              </Group>
              <Text size="sm" mb="md">
                {invitationState === 'ACCEPTEE'
                  ? `La personne a choisi son mot de passe le ${dayjs(invitation.data?.accepteeLe).format('D MMMM YYYY')}.`
                  : invitationState === 'EXPIREE'
                    ? `Le lien envoyé le ${dayjs(invitation.data?.envoyeeLe).format('D MMMM YYYY')} a expiré sans être utilisé. Renvoyez l’invitation : un nouveau lien, valable ${ACCOUNT_INVITATION_VALID_DAYS} jours, part à votre nom.`
                    : `Envoyée le ${dayjs(invitation.data?.envoyeeLe).format('D MMMM YYYY')}, valable jusqu’au ${dayjs(invitation.data?.expireLe).format('D MMMM YYYY à HH:mm')}. La renvoyer envoie un nouveau lien et désactive le précédent.`}
              </Text>
              {pendingInvitation ? (
                <Group>
                  <Button variant="outline" loading={resend.isPending} onClick={() => resend.mutate(u.id)}>
                    Renvoyer l’invitation
                  </Button>
                </Group>
              ) : null}
            </Card>
          ) : null}
          {mayAct && me?.id !== u.id && !pendingInvitation ? (
            <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="password-title">
              <Title order={2} size="h4" id="password-title" mb="xs">
                Mot de passe
              </Title>
              <Text size="sm" mb="md">
                Personne ne choisit le mot de passe d’un autre : la personne reçoit un lien, valable une heure, pour en
                choisir un nouveau.
              </Text>
              <Group>
                <Button variant="outline" loading={resetLink.isPending} onClick={() => resetLink.mutate(u.id)}>
                  Envoyer un lien de réinitialisation
                </Button>
              </Group>
            </Card>
          ) : null}
          {mayAct && me?.id !== u.id && secondFactor.data ? (
            <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="second-factor-title">
              <Group justify="space-between" mb="xs" wrap="wrap">
                <Title order={2} size="h4" id="second-factor-title">
                  Double authentification
                </Title>
                <Badge
                  color={secondFactor.data.active ? 'teal' : 'gray'}
                  variant="light"
                  style={{ flexShrink: 0, overflow: 'visible' }}
                >
                  {secondFactor.data.active ? 'Activée' : 'Non configurée'}
                </Badge>
              </Group>
              {secondFactor.data.active ? (
                <>
                  <Text size="sm" mb="md">
                    La personne a perdu son téléphone et ses codes de secours ? Réinitialiser efface sa configuration :
                    elle devra la refaire (à sa prochaine connexion si son rôle l’exige).
                  </Text>
                  <Group>
                    <Button color="red" variant="outline" onClick={resetModal.open}>
                      Réinitialiser la double authentification
                    </Button>
                  </Group>
                  <ConfirmModal
                    opened={confirmingReset}
                    title="Réinitialiser la double authentification ?"
                    confirmLabel="Réinitialiser"
                    loading={resetSecondFactor.isPending}
                    onClose={resetModal.close}
                    onConfirm={() => resetSecondFactor.mutate(u.id, { onSettled: resetModal.close })}
                  >
                    Vérifiez d’abord l’identité de la personne. Son application et ses codes de secours ne
                    fonctionneront plus, et les appareils retenus lui redemanderont un code.
                  </ConfirmModal>
                </>
              ) : (
                <Text size="sm">Aucune double authentification n’est configurée sur ce compte.</Text>
              )}
            </Card>
          ) : null}
          {mayAct && me?.id !== u.id ? (
            <StaffDataActions userId={u.id} onErased={() => navigate(href('adminUsers'))} />
          ) : null}
        </>
      )}
    </ContentLayout>
  );
}
