// /admin/ajouter-un-utilisateur: a new account of a role the staff member may manage; the person receives an
// invitation to choose their password (staff never choose it).
import { Alert } from '@mantine/core';
import { ACCOUNT_INVITATION_VALID_DAYS, type AdminUserCreate, href } from '@tremplin/shared';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateAdminUser } from '../api/create-user';
import { UserForm } from '../components/user-form';

export function AdminUserNewScreen() {
  const create = useCreateAdminUser();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Ajouter un utilisateur" size="lg">
      <Alert color="blue" mb="lg">
        Vous ne choisissez pas de mot de passe : la personne reçoit une invitation par e-mail, à votre nom, pour choisir
        le sien (lien valable {ACCOUNT_INVITATION_VALID_DAYS} jours). Son compte reste inactif jusque-là.
      </Alert>
      <UserForm
        mode="create"
        submitLabel="Ajouter l’utilisateur"
        submitting={create.isPending}
        onCancel={() => navigate(href('adminUsers'))}
        onSubmit={(values) =>
          create.mutate(values as unknown as AdminUserCreate, { onSuccess: () => navigate(href('adminUsers')) })
        }
      />
    </ContentLayout>
  );
}
