// A skill's name and keywords, with the API's own schema.
import { Textarea, TextInput } from '@mantine/core';
import { type Competence, competenceCreateSchema } from '@tremplin/shared';
import type { z } from 'zod';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';

type FormInput = z.input<typeof competenceCreateSchema>;
export type SkillValues = z.output<typeof competenceCreateSchema>;

export function SkillForm({
  skill,
  submitLabel,
  onSubmit,
}: {
  skill?: Competence;
  submitLabel: string;
  onSubmit: (values: SkillValues) => Promise<unknown>;
}) {
  const form = useSchemaForm<FormInput, SkillValues>(competenceCreateSchema, {
    nom: skill?.nom ?? '',
    motsCles: skill?.motsCles ?? '',
  });
  const {
    register,
    formState: { errors },
  } = form;
  // A failed submission: toasted by the API client; what was typed stays.
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} errors="elsewhere">
      <TextInput label="Nom" required {...register('nom')} error={errors.nom?.message} maxLength={100} />
      <Textarea
        label="Mots-clés"
        description="Séparés par des virgules : ils aident la recherche de profils."
        autosize
        minRows={2}
        {...register('motsCles')}
        error={errors.motsCles?.message}
        maxLength={500}
      />
    </FormShell>
  );
}
