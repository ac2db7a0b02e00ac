// /admin/ntc/ajouter.
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateNtc } from '../api/save-ntc';
import { NtcForm } from '../components/ntc-form';
import { ntcPaths } from '../paths';

export function NtcNewScreen() {
  const navigate = useNavigate();
  const create = useCreateNtc();
  return (
    <ContentLayout title="Ajouter un NTC">
      <Paper withBorder radius="lg" p="lg">
        <NtcForm
          submitLabel="Ajouter"
          cancelTo={ntcPaths.list}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            navigate(ntcPaths.list);
          }}
        />
      </Paper>
    </ContentLayout>
  );
}
