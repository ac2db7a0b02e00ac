// /admin/modifier-un-modele/{mid}: edits a template; a stale version (someone saved in between) is refused by the API.
import { Alert, Center, Loader } from '@mantine/core';
import { href } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { idParam } from '@/lib/id-param';
import { useTemplate } from '../api/get-template';
import { useUpdateTemplate } from '../api/update-template';
import { TemplateForm } from '../components/template-form';

export function TemplateEditScreen() {
  const id = idParam(useParams().mid) ?? 0;
  const template = useTemplate(id);
  const update = useUpdateTemplate();
  const navigate = useNavigate();
  const t = template.data;

  return (
    <ContentLayout title="Modifier un modèle">
      {template.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement du modèle" />
        </Center>
      ) : !t ? (
        <Alert color="orange" title="Modèle introuvable">
          Ce modèle n’existe pas ou a été supprimé.
        </Alert>
      ) : (
        <TemplateForm
          key={`${t.id}-${t.version}`}
          defaults={{ titre: t.titre, sujet: t.sujet, contenu: t.contenu }}
          submitLabel="Enregistrer"
          submitting={update.isPending}
          onCancel={() => navigate(href('adminTemplates'))}
          onSubmit={(input) =>
            update.mutate(
              { ...input, id: t.id, version: t.version },
              {
                onSuccess: () => navigate(href('adminTemplates')),
                onError: () => void template.refetch(),
              },
            )
          }
        />
      )}
    </ContentLayout>
  );
}
