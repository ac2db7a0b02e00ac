import { type Competence, competenceCreateSchema } from '@tremplin/shared';
import type { z } from 'zod';
import { TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';

type FormInput = z.input<typeof competenceCreateSchema>;
export type SkillValues = z.output<typeof competenceCreateSchema>;

export function SkillForm({
  skill,
  submitLabel,
  cancelTo,
  onSubmit,
}: {
  skill?: Competence;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: SkillValues) => Promise<unknown>;
}) {
  const form = useSchemaForm<FormInput, SkillValues>(competenceCreateSchema, {
    nom: skill?.nom ?? '',
    motsCles: skill?.motsCles ?? '',
  });
  // A failed submission: toasted by the API client; what was typed stays.
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} cancelTo={cancelTo} errors="elsewhere">
      <TextField name="nom" label="Nom" required maxLength={100} />
      <TextareaField
        name="motsCles"
        label="Mots-clés"
        description="Séparés par des virgules : ils aident la recherche de profils."
        autosize
        minRows={2}
        maxLength={500}
      />
    </FormShell>
  );
}
