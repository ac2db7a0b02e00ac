// Picks one file of a kind and uploads it, with a progress bar while the bytes leave the browser.
import { Progress, Stack } from '@mantine/core';
import { PROFILE_FILE_RULES, type ProfileFileKind, type PublicUser } from '@tremplin/shared';
import { FileDropZone } from '@/components/ui/file-drop-zone';
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
      <FileDropZone
        label={label}
        hint={`${rule.label[0]?.toUpperCase()}${rule.label.slice(1)}`}
        accept={rule.accept}
        loading={upload.isPending}
        onFiles={([file]) => file && upload.mutate(file)}
      />
      {showProgress && upload.isPending ? (
        <Progress value={upload.progress} aria-label={`Envoi : ${upload.progress} %`} animated size="lg" />
      ) : null}
    </Stack>
  );
}
