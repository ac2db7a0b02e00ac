// /admin/modifier-un-jobdating/{jid}: a version-guarded change of an event.
import { href } from '@tremplin/shared';
import { useParams } from 'react-router';
import { EditFormPage, useSaveThenGo } from '@/components/form/form-page';
import { idParam } from '@/lib/id-param';
import { useJobDating } from '../api/get-job-dating';
import { useUpdateJobDating } from '../api/save-job-dating';
import { JobDatingForm } from '../components/job-dating-form';
import { JOB_DATING_STATES } from '../job-dating-display';

export function JobDatingEditScreen() {
  const id = idParam(useParams().jid) ?? 0;
  const save = useSaveThenGo(useUpdateJobDating(), href('adminJobDatings'));
  const event = useJobDating(id);
  return (
    <EditFormPage query={event} enabled={id > 0} title="Modifier un JobDating" {...JOB_DATING_STATES}>
      {(r) => (
        <JobDatingForm
          key={r.version}
          jobDating={r}
          submitLabel="Enregistrer"
          cancelTo={href('adminJobDatings')}
          onSubmit={(values) => save({ ...values, id: r.id, version: r.version })}
        />
      )}
    </EditFormPage>
  );
}
