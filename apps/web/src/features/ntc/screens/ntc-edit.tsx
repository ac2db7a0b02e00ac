// /admin/ntc/modifier/{id}: a version-guarded change.
import { href } from '@tremplin/shared';
import { useParams } from 'react-router';
import { EditFormPage, useSaveThenGo } from '@/components/form/form-page';
import { useNtc } from '../api/get-ntcs';
import { useUpdateNtc } from '../api/save-ntc';
import { NtcForm } from '../components/ntc-form';

export function NtcEditScreen() {
  const id = Number(useParams().id) || 0;
  const save = useSaveThenGo(useUpdateNtc(), href('ntc'));
  const ntc = useNtc(id);
  return (
    <EditFormPage
      query={ntc}
      enabled={id > 0}
      title="Modifier un NTC"
      loadingLabel="Chargement du NTC"
      unavailableTitle="NTC indisponible"
      unavailableText="Ce NTC ne peut pas être affiché."
    >
      {(r) => (
        <NtcForm
          key={r.version}
          ntc={r}
          submitLabel="Enregistrer"
          cancelTo={href('ntc')}
          onSubmit={(values) => save({ ...values, id: r.id, version: r.version })}
        />
      )}
    </EditFormPage>
  );
}
