// /admin/modifier-une-competence/{id}.
import { href } from '@tremplin/shared';
import { useParams } from 'react-router';
import { EditFormPage, useSaveThenGo } from '@/components/form/form-page';
import { useSkill, useUpdateSkill } from '../api/manage-skills';
import { SkillForm } from '../components/skill-form';

export function AdminSkillEditScreen() {
  const id = Number(useParams().id) || 0;
  const save = useSaveThenGo(useUpdateSkill(), href('adminSkills'));
  return (
    <EditFormPage
      query={useSkill(id)}
      enabled={id > 0}
      title="Modifier une compétence"
      size="sm"
      loadingLabel="Chargement de la compétence"
      unavailableTitle="Compétence indisponible"
      unavailableText="Cette compétence est introuvable."
    >
      {(skill) => (
        <SkillForm
          skill={skill}
          submitLabel="Enregistrer"
          cancelTo={href('adminSkills')}
          onSubmit={(values) => save({ ...values, id: skill.id })}
        />
      )}
    </EditFormPage>
  );
}
