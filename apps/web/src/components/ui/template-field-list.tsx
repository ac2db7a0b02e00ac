// The fields a message template may carry, beside its editor: each one explained, a click adds it to the content.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { TEMPLATE_FIELDS, type TemplateFieldName } from '@tremplin/shared';

export function TemplateFieldList({
  onInsert,
  withEvent = true,
}: {
  onInsert?: (field: TemplateFieldName) => void;
  withEvent?: boolean;
}) {
  const fields = TEMPLATE_FIELDS.filter((f) => withEvent || !f.event);
  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-labelledby="template-fields-title">
      <Title order={2} size="h5" id="template-fields-title">
        Champs à remplir
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Remplis pour chaque destinataire à l’envoi.{onInsert ? ' Un clic ajoute le champ à la fin du contenu.' : ''}
      </Text>
      <Stack gap={4}>
        {fields.map((field) => (
          <div key={field.name}>
            {onInsert ? (
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => onInsert(field.name)}
                aria-label={`Insérer {${field.name}} : ${field.label}`}
              >
                {`{${field.name}}`}
              </Button>
            ) : (
              <Text component="code" fw={600}>{`{${field.name}}`}</Text>
            )}
            <Text size="xs" c="dimmed">
              {field.label}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** The content with `{field}` added at the end of its last paragraph (or as a new one). */
export function appendField(html: string, field: TemplateFieldName): string {
  const token = `{${field}}`;
  const at = html.lastIndexOf('</p>');
  if (at < 0) return `${html}<p>${token}</p>`;
  const before = html.slice(0, at);
  const spaced = /(<br>|<p>|\s)$/.test(before) ? before : `${before} `;
  return `${spaced}${token}${html.slice(at)}`;
}
