// /admin/tableau-cef/ajouter.
import { FormPage, useSaveThenGo } from '@/components/form/form-page';
import { useCreateProspect } from '../api/save-prospect';
import { ProspectForm } from '../components/prospect-form';
import { prospectPaths } from '../paths';

export function ProspectNewScreen() {
  const save = useSaveThenGo(useCreateProspect(), prospectPaths.list);
  return (
    <FormPage title="Ajouter un prospect" size="lg">
      <ProspectForm submitLabel="Ajouter" cancelTo={prospectPaths.list} onSubmit={save} />
    </FormPage>
  );
}
