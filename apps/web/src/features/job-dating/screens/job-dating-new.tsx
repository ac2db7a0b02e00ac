// /admin/ajouter-un-jobdating: a new event, authored by the signed-in staff member.
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateJobDating } from '../api/save-job-dating';
import { JobDatingForm } from '../components/job-dating-form';
import { jobDatingPaths } from '../paths';

export function JobDatingNewScreen() {
  const navigate = useNavigate();
  const create = useCreateJobDating();
  return (
    <ContentLayout title="Ajouter un JobDating">
      <Paper withBorder radius="lg" p="lg">
        <JobDatingForm
          submitLabel="Ajouter"
          cancelTo={jobDatingPaths.list}
          onSubmit={async (values) => {
            const event = await create.mutateAsync(values);
            navigate(jobDatingPaths.preview(event.id));
          }}
        />
      </Paper>
    </ContentLayout>
  );
}
