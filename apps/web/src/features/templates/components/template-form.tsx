// Title, subject and rich content of a message template.
import { Paper, TextInput } from '@mantine/core';
import { type TemplateInput, templateInputSchema } from '@tremplin/shared';
import { FormShell } from '@/components/form/form-shell';
import { RichTextField } from '@/components/form/rich-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

interface TemplateFormProps {
  defaults?: TemplateInput;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: TemplateInput) => void;
  onCancel: () => void;
}

export function TemplateForm({ defaults, submitLabel, submitting, onSubmit, onCancel }: TemplateFormProps) {
  const form = useSchemaForm<TemplateInput>(templateInputSchema, defaults ?? { titre: '', sujet: '', contenu: '' });
  const { errors } = form.formState;
  return (
    <Paper withBorder radius="lg" p="lg">
      <FormShell
        form={form}
        onSubmit={onSubmit}
        submitLabel={submitLabel}
        onCancel={onCancel}
        submitting={submitting}
        errors="elsewhere"
      >
        <TextInput
          label="Titre du modèle"
          description="Pour le retrouver dans la liste ; le destinataire ne le voit pas."
          required
          {...form.register('titre')}
          error={errors.titre?.message}
        />
        <TextInput label="Sujet" required {...form.register('sujet')} error={errors.sujet?.message} />
        <RichTextField control={form.control} name="contenu" label="Contenu" preset="full" />
      </FormShell>
    </Paper>
  );
}
