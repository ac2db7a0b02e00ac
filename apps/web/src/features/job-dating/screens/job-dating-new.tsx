// /admin/ajouter-un-jobdating: a new event, authored by the signed-in staff member.
import { useNavigate } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { useCreateJobDating } from '../api/save-job-dating';
import { JobDatingForm } from '../components/job-dating-form';
import { jobDatingPaths } from '../paths';

export function JobDatingNewScreen() {
  const navigate = useNavigate();
  const create = useCreateJobDating();
  return (
    <FormPage title="Ajouter un JobDating">
      <JobDatingForm
        submitLabel="Ajouter"
        cancelTo={jobDatingPaths.list}
        onSubmit={async (values) => {
          const event = await create.mutateAsync(values);
          navigate(jobDatingPaths.preview(event.id));
        }}
      />
    </FormPage>
  );
}
