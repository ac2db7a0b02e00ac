// /admin/modifier-un-jobdating/{jid}: a version-guarded change of an event.
import { useNavigate, useParams } from 'react-router';
import { EditedRecord, FormPage } from '@/components/form/form-page';
import { useJobDating } from '../api/get-job-dating';
import { useUpdateJobDating } from '../api/save-job-dating';
import { JobDatingForm } from '../components/job-dating-form';
import { idParam, jobDatingPaths } from '../paths';

export function JobDatingEditScreen() {
  const id = idParam(useParams().jid) ?? 0;
  const navigate = useNavigate();
  const event = useJobDating(id);
  const update = useUpdateJobDating();
  return (
    <EditedRecord
      query={event}
      enabled={id > 0}
      loadingLabel="Chargement du JobDating"
      unavailableTitle="JobDating indisponible"
      unavailableText="Ce JobDating ne peut pas être affiché."
    >
      {(e) => (
        <FormPage title="Modifier un JobDating">
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
        </FormPage>
      )}
    </EditedRecord>
  );
}
