// /admin/ntc/modifier/{id}: a version-guarded change.
import { useNavigate, useParams } from 'react-router';
import { EditedRecord, FormPage } from '@/components/form/form-page';
import { useNtc } from '../api/get-ntcs';
import { useUpdateNtc } from '../api/save-ntc';
import { NtcForm } from '../components/ntc-form';
import { ntcPaths } from '../paths';

export function NtcEditScreen() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const ntc = useNtc(id);
  const update = useUpdateNtc();
  return (
    <EditedRecord
      query={ntc}
      enabled={id > 0}
      loadingLabel="Chargement du NTC"
      unavailableTitle="NTC indisponible"
      unavailableText="Ce NTC ne peut pas être affiché."
    >
      {(n) => (
        <FormPage title="Modifier un NTC">
          <NtcForm
            key={n.version}
            ntc={n}
            submitLabel="Enregistrer"
            cancelTo={ntcPaths.list}
            onSubmit={async (values) => {
              await update.mutateAsync({ ...values, id: n.id, version: n.version });
              navigate(ntcPaths.list);
            }}
          />
        </FormPage>
      )}
    </EditedRecord>
  );
}
