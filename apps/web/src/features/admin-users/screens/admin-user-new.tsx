// /admin/ajouter-un-utilisateur: a new account of a role the staff member may manage, confirmed by e-mail.
import { Alert } from '@mantine/core';
import type { AdminUserCreate } from '@tremplin/shared';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateAdminUser } from '../api/create-user';
import { UserForm } from '../components/user-form';
import { adminUserPaths } from '../paths';

export function AdminUserNewScreen() {
  const create = useCreateAdminUser();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Ajouter un utilisateur" size="lg">
      <Alert color="blue" mb="lg">
        Le compte reste inactif jusqu’à ce que la personne clique sur le lien de confirmation reçu par e-mail.
      </Alert>
      <UserForm
        mode="create"
        submitLabel="Ajouter l’utilisateur"
        submitting={create.isPending}
        onCancel={() => navigate(adminUserPaths.list)}
        onSubmit={(values) =>
          create.mutate(values as unknown as AdminUserCreate, { onSuccess: () => navigate(adminUserPaths.list) })
        }
      />
    </ContentLayout>
  );
}
