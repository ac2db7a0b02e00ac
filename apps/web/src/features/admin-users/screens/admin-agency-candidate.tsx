// /admin/ajouter-un-candidat-pole-emploi: a job seeker sent by France Travail, hidden and inactive (SPEC §4).
import { Alert } from '@mantine/core';
import { ACCOUNT_INVITATION_VALID_DAYS, type AgencyCandidate, href } from '@tremplin/shared';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateAgencyCandidate } from '../api/create-user';
import { UserForm } from '../components/user-form';

export function AdminAgencyCandidateScreen() {
  const create = useCreateAgencyCandidate();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Ajouter un candidat France Travail" size="lg">
      <Alert color="blue" mb="lg">
        Le candidat est enregistré en recherche d’emploi, avec un profil masqué et un compte inactif. Il reçoit une
        invitation par e-mail, à votre nom, pour choisir son mot de passe (lien valable {ACCOUNT_INVITATION_VALID_DAYS}{' '}
        jours).
      </Alert>
      <UserForm
        mode="agency"
        submitLabel="Ajouter le candidat"
        submitting={create.isPending}
        onCancel={() => navigate(href('adminUsers'))}
        onSubmit={(values) =>
          create.mutate(values as unknown as AgencyCandidate, { onSuccess: () => navigate(href('adminUsers')) })
        }
      />
    </ContentLayout>
  );
}
