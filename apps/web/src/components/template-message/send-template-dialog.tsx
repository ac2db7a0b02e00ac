// One message from a template to many people: subject and content with fields, a preview for a real recipient,
// then one message each (fields filled by the server) and a report of what went and who was skipped.
import { Alert, Button, Group, List, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type TemplateSendReport, templateSendInputSchema } from '@tremplin/shared';
import { useState } from 'react';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { appendField, TemplateFieldList } from '@/components/ui/template-field-list';
import { useSendTemplate, useTemplateOptions, useTemplatePreview } from './api';
import { TemplatePreviewPanel } from './template-preview';

export interface SendTemplateDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Who gets it, in words: « les 200 candidats invités », « 3 personnes cochées ». */
  audience: string;
  /** The recipients: ticked ids, or the candidates invited to this job dating. */
  recipientIds?: number[];
  jobDatingId?: number;
  /** Real recipients the preview may be filled for. */
  previewChoices: Array<{ id: number; name: string }>;
}

const reportText = (report: TemplateSendReport) =>
  `${report.envoyes} message${report.envoyes > 1 ? 's' : ''} envoyé${report.envoyes > 1 ? 's' : ''}` +
  (report.ignores.length
    ? `, ${report.ignores.length} personne${report.ignores.length > 1 ? 's' : ''} laissée${report.ignores.length > 1 ? 's' : ''} de côté`
    : '');

export function SendTemplateDialog(props: SendTemplateDialogProps) {
  const { opened, onClose, title } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={false}>
      {opened ? <SendTemplateForm {...props} /> : null}
    </Modal>
  );
}

function SendTemplateForm({ audience, recipientIds, jobDatingId, previewChoices, onClose }: SendTemplateDialogProps) {
  const templates = useTemplateOptions(true);
  const preview = useTemplatePreview();
  const send = useSendTemplate();
  const [sujet, setSujet] = useState('');
  const [contenu, setContenu] = useState('');
  const [previewFor, setPreviewFor] = useState<string | null>(previewChoices[0] ? String(previewChoices[0].id) : null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<TemplateSendReport | null>(null);
  const input = {
    sujet,
    contenu,
    ...(recipientIds?.length ? { destinataireIds: recipientIds } : {}),
    ...(jobDatingId ? { jobDatingId } : {}),
  };

  /** The shared schema's first complaint (unknown field, empty subject…), or null when the message is ready. */
  const check = () => {
    const parsed = templateSendInputSchema.safeParse(input);
    const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    setProblem(message);
    return !message;
  };

  if (report) {
    return (
      <Stack>
        <Alert color="green" title={reportText(report)} role="status">
          {report.ignores.length ? (
            <List size="sm">
              {report.ignores.map((i) => (
                <List.Item key={i.id}>
                  {i.nom} : {i.raison}
                </List.Item>
              ))}
            </List>
          ) : (
            'Chaque destinataire a reçu son propre message.'
          )}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Fermer</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!check()) return;
        send.mutate(input, { onSuccess: setReport });
      }}
    >
      <Stack>
        <Text size="sm">
          Destinataires : {audience}. Chacun reçoit son propre message, ses champs remplis pour lui.
        </Text>
        <Select
          label="Modèle de message"
          placeholder="Choisir un modèle"
          searchable
          clearable
          data={(templates.data?.items ?? []).map((t) => ({ value: String(t.id), label: t.titre }))}
          value={null}
          onChange={(v) => {
            const template = templates.data?.items.find((t) => String(t.id) === v);
            if (!template) return;
            setSujet(template.sujet);
            setContenu(template.contenu);
            preview.reset();
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack style={{ gridColumn: 'span 2' }}>
            <TextInput label="Sujet" required value={sujet} onChange={(e) => setSujet(e.currentTarget.value)} />
            <RichTextEditor label="Contenu" value={contenu} onChange={(html) => setContenu(html)} />
          </Stack>
          <TemplateFieldList withEvent={!!jobDatingId} onInsert={(field) => setContenu((c) => appendField(c, field))} />
        </SimpleGrid>
        <Group align="flex-end">
          <Select
            label="Aperçu pour"
            style={{ flex: 1, minWidth: 180 }}
            data={previewChoices.map((c) => ({ value: String(c.id), label: c.name }))}
            value={previewFor}
            onChange={setPreviewFor}
          />
          <Button
            variant="default"
            loading={preview.isPending}
            disabled={!previewFor}
            onClick={() => {
              if (!check() || !previewFor) return;
              preview.mutate(
                { sujet, contenu, destinataireId: Number(previewFor), jobDatingId: jobDatingId ?? null },
                { onError: (error) => setProblem(error.message) },
              );
            }}
          >
            Voir l’aperçu
          </Button>
        </Group>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {preview.data ? <TemplatePreviewPanel preview={preview.data} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" loading={send.isPending}>
            Envoyer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
