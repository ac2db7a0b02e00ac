// /{uid}/nouveauprojet: a new project; then on to adding its images.
import { href } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { idParam } from '@/lib/id-param';
import { useCreateProject } from '../api/create-project';
import { useProjectSkills } from '../api/get-project-skills';
import { ProjectForm } from '../components/project-form';
import { Loading } from '../components/screen-states';

export function ProjectNewScreen() {
  const uid = idParam(useParams().uid) ?? 0;
  const navigate = useNavigate();
  const skills = useProjectSkills(uid);
  const create = useCreateProject(uid);
  return (
    <ContentLayout title="Nouveau projet" intro="Décrivez votre projet ; vous ajouterez ses images juste après.">
      {skills.isPending ? (
        <Loading label="Chargement du formulaire" />
      ) : (
        <ProjectForm
          skills={skills.data ?? []}
          submitLabel="Créer le projet"
          cancelTo={href('portfolio', { uid })}
          onSubmit={async (values) => {
            const project = await create.mutateAsync(values);
            navigate(href('projectImagesAdd', { uid, pid: project.id }));
          }}
        />
      )}
    </ContentLayout>
  );
}
