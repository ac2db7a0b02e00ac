// Title, subject and rich content of a message template.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type TemplateInput, templateInputSchema } from '@tremplin/shared';
import { Controller, useForm } from 'react-hook-form';
import { RichTextEditor } from '@/components/ui/rich-text-editor';

interface TemplateFormProps {
  defaults?: TemplateInput;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: TemplateInput) => void;
  onCancel: () => void;
}

export function TemplateForm({ defaults, submitLabel, submitting, onSubmit, onCancel }: TemplateFormProps) {
  const form = useForm<TemplateInput>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: defaults ?? { titre: '', sujet: '', contenu: '' },
  });
  const { errors } = form.formState;
  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label="Titre du modèle"
            description="Pour le retrouver dans la liste ; le destinataire ne le voit pas."
            required
            {...form.register('titre')}
            error={errors.titre?.message}
          />
          <TextInput label="Sujet" required {...form.register('sujet')} error={errors.sujet?.message} />
          <Controller
            control={form.control}
            name="contenu"
            render={({ field }) => (
              <RichTextEditor
                label="Contenu"
                value={field.value}
                onChange={field.onChange}
                preset="full"
                error={errors.contenu?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Annuler
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
