// /admin/ajouter-un-modele.
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateTemplate } from '../api/create-template';
import { TemplateForm } from '../components/template-form';
import { templatePaths } from '../paths';

export function TemplateNewScreen() {
  const create = useCreateTemplate();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Ajouter un modèle">
      <TemplateForm
        submitLabel="Ajouter le modèle"
        submitting={create.isPending}
        onCancel={() => navigate(templatePaths.list)}
        onSubmit={(input) => create.mutate(input, { onSuccess: () => navigate(templatePaths.list) })}
      />
    </ContentLayout>
  );
}
