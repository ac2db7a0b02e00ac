// A skill's name and keywords, with the API's own schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type Competence, competenceCreateSchema } from '@tremplin/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, SkillValues>({
    resolver: zodResolver(competenceCreateSchema),
    defaultValues: { nom: skill?.nom ?? '', motsCles: skill?.motsCles ?? '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch {
          // Toasted by the API client; what was typed stays.
        }
      })}
    >
      <Stack gap="md">
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
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
