// The note form: a title, rich text (cleaned again by the server), and an optional attached file.
import { FileInput, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type Note, type NoteInput, noteInputSchema } from '@tremplin/shared';
import { useState } from 'react';
import { TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { RichTextField } from '@/components/form/rich-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

export const NOTE_FILE_ACCEPT =
  'application/pdf,image/png,image/jpeg,image/gif,image/webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

/**
 * Who sees a note's file: staff, and the person the note is about, whose right of access (RGPD art. 15) covers notes
 * about her: her data export (« Mes données personnelles » on her profile) contains them.
 */
export const NOTE_FILE_AUDIENCE =
  'PDF, image ou document bureautique, 10 Mo au plus. Visible par le personnel, et par la personne concernée : ' +
  'au titre de son droit d’accès, l’export de ses données (« Mes données personnelles ») contient la note et son fichier.';

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;

interface NoteFormProps {
  note?: Note;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: NoteInput, file: File | null) => Promise<unknown>;
}

export function NoteForm({ note, submitLabel, cancelTo, onSubmit }: NoteFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm<NoteInput>(noteInputSchema, { titre: note?.titre ?? '', contenu: note?.contenu ?? '' });
  return (
    <FormShell form={form} onSubmit={(values) => onSubmit(values, file)} submitLabel={submitLabel} cancelTo={cancelTo}>
      <TextField name="titre" label="Titre" required />
      <RichTextField name="contenu" label="Contenu" preset="minimal" />
      <FileInput
        label={note?.fichier ? 'Remplacer le fichier joint' : 'Fichier joint'}
        description={NOTE_FILE_AUDIENCE}
        placeholder="Choisir un fichier"
        accept={NOTE_FILE_ACCEPT}
        clearable
        leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        value={file}
        onChange={setFile}
      />
      <Text size="sm" aria-live="polite" data-testid="note-file-chosen">
        {file ? `Fichier choisi : ${file.name} (${fileSize(file.size)})` : ''}
      </Text>
    </FormShell>
  );
}
