// /admin/modifier-un-utilisateur/{id}: the full account; when someone saved first, the 409 is explained here.
import { Alert, Center, Loader, Text } from '@mantine/core';
import { ADMIN_USER_MESSAGES, type AdminUserUpdate, canManageRole, personName, ROLE_LABELS } from '@tremplin/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConflictAlert } from '@/components/form/conflict-alert';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useAdminUser } from '@/features/admin-users/api/get-user';
import { useUpdateAdminUser } from '@/features/admin-users/api/update-user';
import { UserForm } from '@/features/admin-users/components/user-form';
import { adminUserPaths, idParam } from '@/features/admin-users/paths';
import { StaffDataActions } from '@/features/personal-data';
import { ApiClientError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';

export function AdminUserEditScreen() {
  const id = idParam(useParams().id) ?? 0;
  const user = useAdminUser(id);
  const update = useUpdateAdminUser();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const me = useCurrentUser();
  const u = user.data;

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
          {me && !canManageRole(me.role, u.role) ? (
            <Alert color="orange" mb="lg">
              {ADMIN_USER_MESSAGES.roleNotManageable} Ce compte ({ROLE_LABELS[u.role]}) est en lecture seule pour vous.
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed" mb="md">
            Version {u.version}
            {u.active ? ' · compte actif' : ' · compte inactif'}
          </Text>
          <UserForm
            key={`${u.id}-${u.version}`}
            mode="edit"
            user={u}
            submitLabel="Enregistrer"
            submitting={update.isPending}
            onCancel={() => navigate(adminUserPaths.list)}
            onSubmit={(values) =>
              update.mutate(values as unknown as AdminUserUpdate, {
                onSuccess: () => navigate(adminUserPaths.list),
                onError: (err) => {
                  if (err instanceof ApiClientError && err.status === 409) setConflict(true);
                },
              })
            }
          />
          {me && me.id !== u.id && canManageRole(me.role, u.role) ? (
            <StaffDataActions userId={u.id} onErased={() => navigate(adminUserPaths.list)} />
          ) : null}
        </>
      )}
    </ContentLayout>
  );
}
