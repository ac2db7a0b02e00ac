// A message as one recipient will read it, its fields filled by the server.
import { Paper, Text } from '@mantine/core';
import type { TemplatePreview } from '@tremplin/shared';

export function TemplatePreviewPanel({ preview }: { preview: TemplatePreview }) {
  return (
    <Paper withBorder p="sm" aria-label={`Aperçu pour ${preview.destinataire}`} component="section">
      <Text size="sm" c="dimmed">
        Aperçu pour {preview.destinataire}
      </Text>
      <Text fw={600}>{preview.sujet}</Text>
      <div
        className="ql-editor"
        style={{ padding: 0, wordBreak: 'normal', overflowWrap: 'break-word' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server (SPEC §5), names escaped
        dangerouslySetInnerHTML={{ __html: preview.contenu }}
      />
    </Paper>
  );
}
