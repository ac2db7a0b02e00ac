// /admin/tableau-cef/ajouter.
import { useNavigate } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { useCreateProspect } from '../api/save-prospect';
import { ProspectForm } from '../components/prospect-form';
import { prospectPaths } from '../paths';

export function ProspectNewScreen() {
  const navigate = useNavigate();
  const create = useCreateProspect();
  return (
    <FormPage title="Ajouter un prospect" size="lg">
      <ProspectForm
        submitLabel="Ajouter"
        cancelTo={prospectPaths.list}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          navigate(prospectPaths.list);
        }}
      />
    </FormPage>
  );
}
