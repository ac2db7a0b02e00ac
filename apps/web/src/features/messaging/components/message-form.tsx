// Writing a message: recipient, subject and rich content, optionally from a template (staff).
import { Paper, Text, TextInput } from '@mantine/core';
import { type Recipient, type SendMessageInput, STAFF, sendMessageSchema } from '@tremplin/shared';
import { Controller } from 'react-hook-form';
import { FormShell } from '@/components/form/form-shell';
import { RichTextField } from '@/components/form/rich-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
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
        <RichTextField control={form.control} name="contenu" label="Message" preset="essential" />
      </FormShell>
    </Paper>
  );
}
