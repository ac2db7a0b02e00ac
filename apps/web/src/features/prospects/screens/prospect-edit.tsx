// /admin/tableau-cef/modifier/{id}: a version-guarded change.
import { href } from '@tremplin/shared';
import { useParams } from 'react-router';
import { EditFormPage, useSaveThenGo } from '@/components/form/form-page';
import { useProspect } from '../api/get-prospects';
import { useUpdateProspect } from '../api/save-prospect';
import { ProspectForm } from '../components/prospect-form';

export function ProspectEditScreen() {
  const id = Number(useParams().id) || 0;
  const save = useSaveThenGo(useUpdateProspect(), href('prospects'));
  const prospect = useProspect(id);
  return (
    <EditFormPage
      query={prospect}
      enabled={id > 0}
      title="Modifier un prospect"
      size="lg"
      loadingLabel="Chargement du prospect"
      unavailableTitle="Prospect indisponible"
      unavailableText="Ce prospect ne peut pas être affiché."
    >
      {(r) => (
        <ProspectForm
          key={r.version}
          prospect={r}
          submitLabel="Enregistrer"
          cancelTo={href('prospects')}
          onSubmit={(values) => save({ ...values, id: r.id, version: r.version })}
        />
      )}
    </EditFormPage>
  );
}
