// /admin/ntc/ajouter.
import { href } from '@tremplin/shared';
import { FormPage, useSaveThenGo } from '@/components/form/form-page';
import { useCreateNtc } from '../api/save-ntc';
import { NtcForm } from '../components/ntc-form';

export function NtcNewScreen() {
  const save = useSaveThenGo(useCreateNtc(), href('ntc'));
  return (
    <FormPage title="Ajouter un NTC">
      <NtcForm submitLabel="Ajouter" cancelTo={href('ntc')} onSubmit={save} />
    </FormPage>
  );
}
