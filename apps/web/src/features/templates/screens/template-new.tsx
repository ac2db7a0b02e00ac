// /admin/ajouter-un-modele.
import { href } from '@tremplin/shared';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateTemplate } from '../api/create-template';
import { TemplateForm } from '../components/template-form';

export function TemplateNewScreen() {
  const create = useCreateTemplate();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Ajouter un modèle">
      <TemplateForm
        submitLabel="Ajouter le modèle"
        submitting={create.isPending}
        onCancel={() => navigate(href('adminTemplates'))}
        onSubmit={(input) => create.mutate(input, { onSuccess: () => navigate(href('adminTemplates')) })}
      />
    </ContentLayout>
  );
}
