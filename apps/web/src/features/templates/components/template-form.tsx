// Title, subject and rich content of a message template, with the fields it may carry listed beside the editor.
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { type TemplateInput, templateInputSchema } from '@tremplin/shared';
import { TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { RichTextField } from '@/components/form/rich-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { appendField, TemplateFieldList } from '@/components/ui/template-field-list';

interface TemplateFormProps {
  defaults?: TemplateInput;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: TemplateInput) => void;
  onCancel: () => void;
}

export function TemplateForm({ defaults, ...actions }: TemplateFormProps) {
  const form = useSchemaForm<TemplateInput>(templateInputSchema, defaults ?? { titre: '', sujet: '', contenu: '' });
  return (
    <Paper withBorder radius="lg" p="lg">
      <FormShell form={form} {...actions} errors="elsewhere">
        <TextField
          name="titre"
          label="Titre du modèle"
          description="Pour le retrouver dans la liste ; le destinataire ne le voit pas."
          required
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Stack style={{ gridColumn: 'span 2' }}>
            <TextField name="sujet" label="Sujet" required />
            <RichTextField name="contenu" label="Contenu" preset="full" />
          </Stack>
          <TemplateFieldList
            onInsert={(field) =>
              form.setValue('contenu', appendField(form.getValues('contenu') ?? '', field), {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
        </SimpleGrid>
      </FormShell>
    </Paper>
  );
}
