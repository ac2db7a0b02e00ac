// /admin/ajouter-une-competence.
import { href } from '@tremplin/shared';
import { FormPage, useSaveThenGo } from '@/components/form/form-page';
import { useCreateSkill } from '../api/manage-skills';
import { SkillForm } from '../components/skill-form';

export function AdminSkillNewScreen() {
  const save = useSaveThenGo(useCreateSkill(), href('adminSkills'));
  return (
    <FormPage title="Ajouter une compétence" size="sm">
      <SkillForm submitLabel="Ajouter" cancelTo={href('adminSkills')} onSubmit={save} />
    </FormPage>
  );
}
