// The note form: a title, rich text (cleaned again by the server), and an optional attached file.
import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type Note, type NoteInput, noteInputSchema } from '@tremplin/shared';
import { useState } from 'react';
import { TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { RichTextField } from '@/components/form/rich-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

export const NOTE_FILE_ACCEPT =
  'application/pdf,image/png,image/jpeg,image/gif,image/webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

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
        description="PDF, image ou document bureautique, 10 Mo au plus. Seul le personnel peut le télécharger."
        placeholder="Choisir un fichier"
        accept={NOTE_FILE_ACCEPT}
        clearable
        leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        value={file}
        onChange={setFile}
      />
    </FormShell>
  );
}
