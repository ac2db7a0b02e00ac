// /admin/tableau-cef/ajouter.
import { href } from '@tremplin/shared';
import { FormPage, useSaveThenGo } from '@/components/form/form-page';
import { useCreateProspect } from '../api/save-prospect';
import { ProspectForm } from '../components/prospect-form';

export function ProspectNewScreen() {
  const save = useSaveThenGo(useCreateProspect(), href('prospects'));
  return (
    <FormPage title="Ajouter un prospect" size="lg">
      <ProspectForm submitLabel="Ajouter" cancelTo={href('prospects')} onSubmit={save} />
    </FormPage>
  );
}
