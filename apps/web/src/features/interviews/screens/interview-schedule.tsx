// /{uid}/programmer-entretien: schedules an interview for the candidate uid (?candidature= ties it to an application).
import { Paper } from '@mantine/core';
import { isStaff } from '@tremplin/shared';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCurrentUser } from '@/lib/auth';
import { useCreateInterview } from '../api/save-interview';
import { InterviewForm } from '../components/interview-form';
import { idParam, interviewPaths } from '../paths';

export function InterviewScheduleScreen() {
  const uid = idParam(useParams().uid) ?? 0;
  const [params] = useSearchParams();
  const applicationId = idParam(params.get('candidature') ?? undefined);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateInterview();
  const back = applicationId ? interviewPaths.application(uid, applicationId) : interviewPaths.list(me?.id ?? uid);
  return (
    <ContentLayout title="Programmer un entretien">
      <Paper withBorder radius="lg" p="lg">
        <InterviewForm
          uid={uid}
          defaultStaffId={isStaff(me?.role) ? me?.id : null}
          defaultApplicationId={applicationId}
          submitLabel="Programmer l’entretien"
          cancelTo={back}
          onSubmit={async (values) => {
            const created = await create.mutateAsync({ ...values, utilisateurId: uid });
            navigate(interviewPaths.details(created.id));
          }}
        />
      </Paper>
    </ContentLayout>
  );
}
