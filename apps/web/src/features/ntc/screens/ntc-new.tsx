// /admin/ntc/ajouter.
import { useNavigate } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { useCreateNtc } from '../api/save-ntc';
import { NtcForm } from '../components/ntc-form';
import { ntcPaths } from '../paths';

export function NtcNewScreen() {
  const navigate = useNavigate();
  const create = useCreateNtc();
  return (
    <FormPage title="Ajouter un NTC">
      <NtcForm
        submitLabel="Ajouter"
        cancelTo={ntcPaths.list}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          navigate(ntcPaths.list);
        }}
      />
    </FormPage>
  );
}
