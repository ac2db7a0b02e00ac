// Picks one file of a kind and uploads it, with a progress bar while the bytes leave the browser.
import { Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { PROFILE_FILE_RULES, type ProfileFileKind, type PublicUser } from '@tremplin/shared';
import { useUploadProfileFile } from '../api/upload-profile-file';

interface UploadButtonProps {
  userId: number;
  kind: ProfileFileKind;
  label: string;
  onDone: (user: PublicUser) => void;
  /** Show the progress bar (large files: the presentation video). */
  showProgress?: boolean;
}

export function UploadButton({ userId, kind, label, onDone, showProgress }: UploadButtonProps) {
  const upload = useUploadProfileFile(userId, kind, onDone);
  const rule = PROFILE_FILE_RULES[kind];
  return (
    <Stack gap={6}>
      <FileButton accept={rule.accept} onChange={(file) => file && upload.mutate(file)}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            loading={upload.isPending}
          >
            {label}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {rule.label[0]?.toUpperCase()}
        {rule.label.slice(1)}
      </Text>
      {showProgress && upload.isPending ? (
        <Progress value={upload.progress} aria-label={`Envoi : ${upload.progress} %`} animated size="lg" />
      ) : null}
    </Stack>
  );
}
