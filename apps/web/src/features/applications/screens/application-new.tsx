// /{uid}/nouvelle-candidature and /admin/ajouter-une-candidature/{id}: a new application, by the candidate or staff.
import { href, isStaff } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { useCreateApplication } from '../api/create-application';
import { ApplicationForm } from '../components/application-form';
import { Unavailable } from '../components/screen-states';

function NewApplication({ uid, asStaff }: { uid: number; asStaff: boolean }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateApplication(uid, asStaff ? me?.id : undefined);
  const back = asStaff ? href('applicationTotals') : href('applications', { uid });
  return (
    <FormPage title="Nouvelle candidature">
      <ApplicationForm
        submitLabel="Ajouter la candidature"
        cancelTo={back}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          navigate(href('application', { uid, cid: created.id }));
        }}
      />
    </FormPage>
  );
}

export function ApplicationNewScreen() {
  const uid = idParam(useParams().uid);
  const me = useCurrentUser();
  if (!uid) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  // An admin on someone else's list records the application as staff.
  return <NewApplication uid={uid} asStaff={isStaff(me?.role) && me?.id !== uid} />;
}

export function AdminApplicationNewScreen() {
  const uid = idParam(useParams().id);
  if (!uid) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  return <NewApplication uid={uid} asStaff />;
}
