// Writing a message: recipient, subject and rich content, optionally from a template (staff).
import { Paper, Text } from '@mantine/core';
import { type Recipient, type SendMessageInput, STAFF, sendMessageSchema } from '@tremplin/shared';
import { TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { RichTextField } from '@/components/form/rich-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCurrentUser } from '@/lib/auth';
import { FieldsPreview } from './fields-preview';
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

export function MessageForm({ defaults, fixedRecipient, initialRecipient, ...actions }: MessageFormProps) {
  const me = useCurrentUser();
  const isStaff = !!me && (STAFF as readonly string[]).includes(me.role);
  const form = useSchemaForm<SendMessageInput>(sendMessageSchema, {
    sujet: '',
    contenu: '',
    ...defaults,
  } as SendMessageInput);

  return (
    <Paper withBorder radius="lg" p="lg">
      <FormShell form={form} {...actions} submitLabel="Envoyer" errors="elsewhere">
        {fixedRecipient ? (
          <Text>
            <strong>Destinataire :</strong> {fixedRecipient.prenom} {fixedRecipient.nom}
          </Text>
        ) : (
          <RecipientPicker name="destinataireId" initial={initialRecipient} />
        )}
        {isStaff && !fixedRecipient ? (
          <TemplatePicker
            onPick={(t) => {
              form.setValue('sujet', t.sujet, { shouldValidate: true, shouldDirty: true });
              form.setValue('contenu', t.contenu, { shouldValidate: true, shouldDirty: true });
            }}
          />
        ) : null}
        <TextField name="sujet" label="Sujet" required />
        <RichTextField name="contenu" label="Message" preset="essential" />
        {isStaff && !fixedRecipient ? <FieldsPreview /> : null}
      </FormShell>
    </Paper>
  );
}
