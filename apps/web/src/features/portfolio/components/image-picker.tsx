// Choosing several images: the app's drop zone and button, the list of what was chosen with what is wrong before sending.
import { ActionIcon, Group, List, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { PORTFOLIO_MESSAGES, PROJECT_IMAGE_LIMITS } from '@tremplin/shared';
import { useId } from 'react';
import { FileDropZone } from '@/components/ui/file-drop-zone';

const ACCEPT = PROJECT_IMAGE_LIMITS.acceptedMimes.join(',');

/** What is wrong with a file before it is sent (the server checks the real content again). */
export function fileProblem(file: File): string | null {
  if (file.type && !(PROJECT_IMAGE_LIMITS.acceptedMimes as readonly string[]).includes(file.type)) {
    return PORTFOLIO_MESSAGES.imageTypeRefused(file.name);
  }
  if (file.size > PROJECT_IMAGE_LIMITS.maxBytes) return PORTFOLIO_MESSAGES.imageTooLarge(file.name);
  return null;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo` : `${Math.ceil(bytes / 1024)} Ko`;

interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

export function ImagePicker({ files, onChange, disabled }: ImagePickerProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-help`} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} mb={4} p={0}>
        Images à ajouter
      </Text>
      <Text size="sm" c="dimmed" id={`${id}-help`} mb="xs">
        JPEG, PNG, WebP, GIF ou AVIF, {PROJECT_IMAGE_LIMITS.maxBytes / 1024 / 1024} Mo au plus chacune,
        {` ${PROJECT_IMAGE_LIMITS.maxFilesPerUpload}`} à la fois. Elles sont redimensionnées et les données de
        localisation retirées.
      </Text>
      <FileDropZone
        label="Choisir des images"
        accept={ACCEPT}
        multiple
        disabled={disabled}
        inputLabel="Images à ajouter"
        onFiles={(chosen) => onChange([...files, ...chosen].slice(0, PROJECT_IMAGE_LIMITS.maxFilesPerUpload))}
      />
      {files.length > 0 ? (
        <List mt="md" spacing="xs" listStyleType="none" aria-label="Images choisies">
          {files.map((file, index) => {
            const problem = fileProblem(file);
            return (
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {file.name} — {size(file.size)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Retirer ${file.name} de la sélection`}
                    onClick={() => onChange(files.filter((_, i) => i !== index))}
                    disabled={disabled}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
                {problem ? (
                  <Text size="sm" c="red.8">
                    {problem}
                  </Text>
                ) : null}
              </List.Item>
            );
          })}
        </List>
      ) : null}
    </fieldset>
  );
}
