// /admin/ntc/ajouter.
import { FormPage, useSaveThenGo } from '@/components/form/form-page';
import { useCreateNtc } from '../api/save-ntc';
import { NtcForm } from '../components/ntc-form';
import { ntcPaths } from '../paths';

export function NtcNewScreen() {
  const save = useSaveThenGo(useCreateNtc(), ntcPaths.list);
  return (
    <FormPage title="Ajouter un NTC">
      <NtcForm submitLabel="Ajouter" cancelTo={ntcPaths.list} onSubmit={save} />
    </FormPage>
  );
}
