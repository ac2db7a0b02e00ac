// The app's file picker: a zone where files can be dropped, with a button that opens the system's chooser, so every
// upload looks and reads the same (in French, whatever the browser's language).
import { Button, FileButton, Group, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';

interface FileDropZoneProps {
  /** The button's text (« Déposer un CV »). */
  label: string;
  /** What may be sent (« PDF, 10 Mo au plus »). */
  hint?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** The name of the hidden file field, for assistive technology and tests that hand files to it. */
  inputLabel?: string;
  onFiles: (files: File[]) => void;
}

export function FileDropZone({
  label,
  hint,
  accept,
  multiple,
  disabled,
  loading,
  inputLabel,
  onFiles,
}: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  const take = (files: File[]) => {
    if (disabled || loading || files.length === 0) return;
    onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(Array.from(event.dataTransfer.files));
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="file-drop-zone"
      data-over={over || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="wrap">
        <FileButton
          accept={accept}
          multiple={multiple as false | undefined}
          disabled={disabled}
          inputProps={inputLabel ? { 'aria-label': inputLabel } : undefined}
          onChange={(picked: File | File[] | null) => take(picked ? ([] as File[]).concat(picked) : [])}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={loading}
              disabled={disabled}
            >
              {label}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          ou glissez {multiple ? 'les fichiers' : 'le fichier'} ici
        </Text>
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed" mt={6}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
