// /admin/tableau-cef/modifier/{id}: a version-guarded change.
import { Paper, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useProspect } from '../api/get-prospects';
import { useUpdateProspect } from '../api/save-prospect';
import { ProspectForm } from '../components/prospect-form';
import { prospectPaths } from '../paths';

export function ProspectEditScreen() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const prospect = useProspect(id);
  const update = useUpdateProspect();
  if (prospect.isPending && id > 0) return <Spinner label="Chargement du prospect" />;
  if (!prospect.data)
    return (
      <ContentLayout title="Prospect indisponible">
        <Text>Ce prospect ne peut pas être affiché.</Text>
      </ContentLayout>
    );
  const p = prospect.data;
  return (
    <ContentLayout title="Modifier un prospect" size="lg">
      <Paper withBorder radius="lg" p="lg">
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
      </Paper>
    </ContentLayout>
  );
}
