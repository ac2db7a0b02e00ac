// Writing a message: recipient, subject and rich content, optionally from a template (staff).
import { Paper, Text, TextInput } from '@mantine/core';
import { type Recipient, type SendMessageInput, STAFF, sendMessageSchema } from '@tremplin/shared';
import { Controller } from 'react-hook-form';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { useCurrentUser } from '@/lib/auth';
import { RecipientPicker } from './recipient-picker';
import { TemplatePicker } from './template-picker';

interface MessageFormProps {
  defaults: Partial<SendMessageInput>;
  /** Fixed recipient (a reply): shown, not editable. */
  fixedRecipient?: Recipient | null;
  initialRecipient?: Recipient | null;
  submitting: boolean;
  onSubmit: (input: SendMessageInput) => void;
  onCancel: () => void;
}

export function MessageForm({
  defaults,
  fixedRecipient,
  initialRecipient,
  submitting,
  onSubmit,
  onCancel,
}: MessageFormProps) {
  const me = useCurrentUser();
  const isStaff = !!me && (STAFF as readonly string[]).includes(me.role);
  const form = useSchemaForm<SendMessageInput>(sendMessageSchema, {
    sujet: '',
    contenu: '',
    ...defaults,
  } as SendMessageInput);
  const { errors } = form.formState;

  return (
    <Paper withBorder radius="lg" p="lg">
      <FormShell
        form={form}
        onSubmit={onSubmit}
        submitLabel="Envoyer"
        onCancel={onCancel}
        submitting={submitting}
        errors="elsewhere"
      >
        {fixedRecipient ? (
          <Text>
            <strong>Destinataire :</strong> {fixedRecipient.prenom} {fixedRecipient.nom}
          </Text>
        ) : (
          <Controller
            control={form.control}
            name="destinataireId"
            render={({ field }) => (
              <RecipientPicker
                value={field.value ?? null}
                onChange={(id) => field.onChange(id ?? undefined)}
                error={errors.destinataireId?.message}
                initial={initialRecipient}
              />
            )}
          />
        )}
        {isStaff && !fixedRecipient ? (
          <TemplatePicker
            onPick={(t) => {
              form.setValue('sujet', t.sujet, { shouldValidate: true });
              form.setValue('contenu', t.contenu, { shouldValidate: true });
            }}
          />
        ) : null}
        <TextInput label="Sujet" required {...form.register('sujet')} error={errors.sujet?.message} />
        <Controller
          control={form.control}
          name="contenu"
          render={({ field }) => (
            <RichTextEditor
              label="Message"
              value={field.value}
              onChange={field.onChange}
              preset="essential"
              error={errors.contenu?.message}
            />
          )}
        />
      </FormShell>
    </Paper>
  );
}
