// Staff writing from a template see the message as its recipient will read it: the server fills {prenom}, {nom} and
// {conseiller} when it sends, and this asks it for the same result beforehand.
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type SendMessageInput,
  TEMPLATE_FIELD_MESSAGES,
  templateFieldsIn,
  unknownTemplateFields,
} from '@tremplin/shared';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTemplatePreview } from '@/components/template-message/api';
import { TemplatePreviewPanel } from '@/components/template-message/template-preview';

export function FieldsPreview() {
  const { control } = useFormContext<SendMessageInput>();
  const [sujet, contenu, destinataireId] = useWatch({ control, name: ['sujet', 'contenu', 'destinataireId'] });
  const preview = useTemplatePreview();
  const text = `${sujet ?? ''} ${contenu ?? ''}`;
  // Only the fields Tremplin knows are filled: a misspelt one would reach the recipient as written.
  const unknown = unknownTemplateFields(text);
  const fields = templateFieldsIn(text).filter((f) => !unknown.includes(f));
  // An old preview would show a text the writer has since changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever what is previewed changes
  useEffect(() => {
    preview.reset();
  }, [sujet, contenu, destinataireId]);
  if (!fields.length && !unknown.length) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        {fields.length ? (
          <Text size="sm">
            {fields.map((f) => `{${f}}`).join(', ')} : rempli{fields.length > 1 ? 's' : ''} pour le destinataire à
            l’envoi.
          </Text>
        ) : null}
        <Button
          variant="default"
          size="xs"
          disabled={!destinataireId || unknown.length > 0}
          loading={preview.isPending}
          onClick={() => preview.mutate({ sujet, contenu, destinataireId: Number(destinataireId), jobDatingId: null })}
        >
          Voir l’aperçu
        </Button>
      </Group>
      {unknown.length ? (
        <Text size="sm" c="red.8">
          {TEMPLATE_FIELD_MESSAGES.unknown(unknown)}
        </Text>
      ) : null}
      {preview.error ? (
        <Text size="sm" c="red.8" role="alert">
          {preview.error.message}
        </Text>
      ) : null}
      {preview.data ? <TemplatePreviewPanel preview={preview.data} /> : null}
    </Stack>
  );
}
