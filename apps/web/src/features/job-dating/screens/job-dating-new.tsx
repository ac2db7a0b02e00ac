// /admin/ajouter-un-jobdating: a new event, authored by the signed-in staff member.
import { href } from '@tremplin/shared';
import { useNavigate } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { useCreateJobDating } from '../api/save-job-dating';
import { JobDatingForm } from '../components/job-dating-form';

export function JobDatingNewScreen() {
  const navigate = useNavigate();
  const create = useCreateJobDating();
  return (
    <FormPage title="Ajouter un JobDating">
      <JobDatingForm
        submitLabel="Ajouter"
        cancelTo={href('adminJobDatings')}
        onSubmit={async (values) => {
          const event = await create.mutateAsync(values);
          navigate(href('adminJobDatingPreview', { jid: event.id }));
        }}
      />
    </FormPage>
  );
}
