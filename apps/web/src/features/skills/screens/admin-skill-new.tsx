// /admin/ajouter-une-competence.
import { Anchor, Paper } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCreateSkill } from '../api/manage-skills';
import { SkillForm } from '../components/skill-form';

export function AdminSkillNewScreen() {
  const create = useCreateSkill();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Ajouter une compétence" size="sm">
      <Paper withBorder p="lg" radius="md" mb="md">
        <SkillForm
          submitLabel="Ajouter"
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            navigate('/admin/gestion-des-competences');
          }}
        />
      </Paper>
      <Anchor component={Link} to="/admin/gestion-des-competences">
        Retour aux compétences
      </Anchor>
    </ContentLayout>
  );
}
