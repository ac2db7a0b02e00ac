// /admin/ajouter-une-competence.
import { FormPage, useSaveThenGo } from '@/components/form/form-page';
import { useCreateSkill } from '../api/manage-skills';
import { SkillForm } from '../components/skill-form';
import { SKILLS_LIST } from '../paths';

export function AdminSkillNewScreen() {
  const save = useSaveThenGo(useCreateSkill(), SKILLS_LIST);
  return (
    <FormPage title="Ajouter une compétence" size="sm">
      <SkillForm submitLabel="Ajouter" cancelTo={SKILLS_LIST} onSubmit={save} />
    </FormPage>
  );
}
