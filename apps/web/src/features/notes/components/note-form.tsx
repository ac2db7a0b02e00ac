// The note form: a title, rich text (cleaned again by the server), and an optional attached file.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { MESSAGES, type Note, type NoteInput, noteInputSchema } from '@tremplin/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { ApiClientError } from '@/lib/api-client';

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NoteInput>({
    resolver: zodResolver(noteInputSchema),
    defaultValues: { titre: note?.titre ?? '', contenu: note?.contenu ?? '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values, file);
        } catch (err) {
          const conflict = err instanceof ApiClientError && err.status === 409;
          setError('root', { message: conflict ? MESSAGES.conflict : (err as Error).message });
        }
      })}
    >
      <Stack gap="md">
        {errors.root ? (
          <Alert color="orange" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <TextInput label="Titre" required {...register('titre')} error={errors.titre?.message} />
        <Controller
          control={control}
          name="contenu"
          render={({ field }) => (
            <RichTextEditor
              label="Contenu"
              value={field.value}
              onChange={field.onChange}
              error={errors.contenu?.message}
            />
          )}
        />
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
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={cancelTo}>
            Annuler
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
