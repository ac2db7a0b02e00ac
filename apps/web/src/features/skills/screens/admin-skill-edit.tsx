// /admin/modifier-une-competence/{id}.
import { Alert, Anchor, Paper } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useSkill, useUpdateSkill } from '../api/manage-skills';
import { SkillForm } from '../components/skill-form';

export function AdminSkillEditScreen() {
  const id = Number(useParams().id);
  const skill = useSkill(id);
  const update = useUpdateSkill();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Modifier une compétence" size="sm">
      <Paper withBorder p="lg" radius="md" mb="md">
        {skill.isPending ? (
          <Spinner label="Chargement de la compétence" />
        ) : skill.isError ? (
          <Alert color="orange" role="alert">
            Cette compétence est introuvable.
          </Alert>
        ) : (
          <SkillForm
            skill={skill.data}
            submitLabel="Enregistrer"
            onSubmit={async (values) => {
              await update.mutateAsync({ ...values, id });
              navigate('/admin/gestion-des-competences');
            }}
          />
        )}
      </Paper>
      <Anchor component={Link} to="/admin/gestion-des-competences">
        Retour aux compétences
      </Anchor>
    </ContentLayout>
  );
}
