// /admin/tableau-cef/modifier/{id}: a version-guarded change.
import { useNavigate, useParams } from 'react-router';
import { EditedRecord, FormPage } from '@/components/form/form-page';
import { useProspect } from '../api/get-prospects';
import { useUpdateProspect } from '../api/save-prospect';
import { ProspectForm } from '../components/prospect-form';
import { prospectPaths } from '../paths';

export function ProspectEditScreen() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const prospect = useProspect(id);
  const update = useUpdateProspect();
  return (
    <EditedRecord
      query={prospect}
      enabled={id > 0}
      loadingLabel="Chargement du prospect"
      unavailableTitle="Prospect indisponible"
      unavailableText="Ce prospect ne peut pas être affiché."
    >
      {(p) => (
        <FormPage title="Modifier un prospect" size="lg">
          <ProspectForm
            key={p.version}
            prospect={p}
            submitLabel="Enregistrer"
            cancelTo={prospectPaths.list}
            onSubmit={async (values) => {
              await update.mutateAsync({ ...values, id: p.id, version: p.version });
              navigate(prospectPaths.list);
            }}
          />
        </FormPage>
      )}
    </EditedRecord>
  );
}
