// /{uid}/modifier-candidature/{cid} and /admin/{uid}/modifier-une-candidature/{id}: a version-guarded change.
import { href } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { idParam } from '@/lib/id-param';
import { useApplication } from '../api/get-application';
import { useUpdateApplication } from '../api/update-application';
import { ApplicationForm, toUpdate } from '../components/application-form';
import { Loading, Unavailable } from '../components/screen-states';

function EditApplication({ uid, id }: { uid: number; id: number }) {
  const navigate = useNavigate();
  const application = useApplication(id);
  const update = useUpdateApplication(uid);
  if (application.isError || (application.data && application.data.utilisateurId !== uid))
    return (
      <Unavailable
        message="Cette candidature ne peut pas être affichée."
        backTo={href('applications', { uid })}
        backLabel="Retour aux candidatures"
      />
    );
  if (application.isPending) return <Loading />;
  return (
    <FormPage title="Modifier la candidature">
      <ApplicationForm
        key={application.data.version}
        application={application.data}
        submitLabel="Enregistrer"
        cancelTo={href('application', { uid, cid: id })}
        onSubmit={async (values) => {
          await update.mutateAsync(toUpdate(application.data, values));
          navigate(href('application', { uid, cid: id }));
        }}
      />
    </FormPage>
  );
}

export function ApplicationEditScreen() {
  const params = useParams();
  const uid = idParam(params.uid);
  const id = idParam(params.cid);
  if (!uid || !id) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  return <EditApplication uid={uid} id={id} />;
}

export function AdminApplicationEditScreen() {
  const params = useParams();
  const uid = idParam(params.uid);
  const id = idParam(params.id);
  if (!uid || !id) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  return <EditApplication uid={uid} id={id} />;
}
