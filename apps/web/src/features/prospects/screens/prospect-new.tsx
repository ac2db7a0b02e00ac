// /admin/tableau-cef/ajouter.
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateProspect } from '../api/save-prospect';
import { ProspectForm } from '../components/prospect-form';
import { prospectPaths } from '../paths';

export function ProspectNewScreen() {
  const navigate = useNavigate();
  const create = useCreateProspect();
  return (
    <ContentLayout title="Ajouter un prospect" size="lg">
      <Paper withBorder radius="lg" p="lg">
        <ProspectForm
          submitLabel="Ajouter"
          cancelTo={prospectPaths.list}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            navigate(prospectPaths.list);
          }}
        />
      </Paper>
    </ContentLayout>
  );
}
