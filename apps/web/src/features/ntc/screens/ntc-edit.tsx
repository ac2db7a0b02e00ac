// /admin/ntc/modifier/{id}: a version-guarded change.
import { Paper, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useNtc } from '../api/get-ntcs';
import { useUpdateNtc } from '../api/save-ntc';
import { NtcForm } from '../components/ntc-form';
import { ntcPaths } from '../paths';

export function NtcEditScreen() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const ntc = useNtc(id);
  const update = useUpdateNtc();
  if (ntc.isPending && id > 0) return <Spinner label="Chargement du NTC" />;
  if (!ntc.data)
    return (
      <ContentLayout title="NTC indisponible">
        <Text>Ce NTC ne peut pas être affiché.</Text>
      </ContentLayout>
    );
  const n = ntc.data;
  return (
    <ContentLayout title="Modifier un NTC">
      <Paper withBorder radius="lg" p="lg">
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
      </Paper>
    </ContentLayout>
  );
}
