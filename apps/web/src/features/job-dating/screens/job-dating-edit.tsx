// /admin/modifier-un-jobdating/{jid}: a version-guarded change of an event.
import { Paper, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useJobDating } from '../api/get-job-dating';
import { useUpdateJobDating } from '../api/save-job-dating';
import { JobDatingForm } from '../components/job-dating-form';
import { idParam, jobDatingPaths } from '../paths';

export function JobDatingEditScreen() {
  const id = idParam(useParams().jid) ?? 0;
  const navigate = useNavigate();
  const event = useJobDating(id);
  const update = useUpdateJobDating();
  if (event.isPending && id > 0) return <Spinner label="Chargement du JobDating" />;
  if (!event.data)
    return (
      <ContentLayout title="JobDating indisponible">
        <Text>Ce JobDating ne peut pas être affiché.</Text>
      </ContentLayout>
    );
  const e = event.data;
  return (
    <ContentLayout title="Modifier un JobDating">
      <Paper withBorder radius="lg" p="lg">
        <JobDatingForm
          key={e.version}
          jobDating={e}
          submitLabel="Enregistrer"
          cancelTo={jobDatingPaths.list}
          onSubmit={async (values) => {
            await update.mutateAsync({ ...values, id: e.id, version: e.version });
            navigate(jobDatingPaths.list);
          }}
        />
      </Paper>
    </ContentLayout>
  );
}
