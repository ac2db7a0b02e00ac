// /{uid}/ajouter-projet-image/{pid}: several images at once, with the progress of the upload.
import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { idParam } from '@/lib/id-param';
import { useProject } from '../api/get-project';
import { useUploadProjectImages } from '../api/upload-project-images';
import { fileProblem, ImagePicker } from '../components/image-picker';
import { projectGate } from '../components/project-gate';

/** « Étagère » n'a pas encore d'image / a déjà 1 image / a déjà 3 images. */
export const imagesSoFar = (title: string, count: number) =>
  count === 0 ? `« ${title} » n’a pas encore d’image.` : `« ${title} » a déjà ${count} image${count > 1 ? 's' : ''}.`;

export function ProjectImagesAddScreen() {
  const params = useParams();
  const uid = idParam(params.uid) ?? 0;
  const pid = idParam(params.pid) ?? 0;
  const navigate = useNavigate();
  const project = useProject(pid);
  const upload = useUploadProjectImages(pid, uid);
  const [files, setFiles] = useState<File[]>([]);

  const gate = projectGate(project, uid);
  if (gate || !project.data) return gate;
  const blocked = files.length === 0 || files.some((f) => fileProblem(f) !== null);

  return (
    <ContentLayout
      title="Ajouter des images au projet"
      intro={imagesSoFar(project.data.titre, project.data.images.length)}
    >
      <Stack gap="lg">
        <ImagePicker files={files} onChange={setFiles} disabled={upload.isPending} />
        {upload.isPending || upload.isSuccess ? (
          <div>
            <Text size="sm" mb={4} id="upload-progress-label">
              Envoi des images : {upload.progress} %
            </Text>
            <Progress value={upload.progress} aria-labelledby="upload-progress-label" animated={upload.isPending} />
          </div>
        ) : null}
        <Group justify="flex-end">
          <Anchor component={Link} to={href('project', { uid, pid })}>
            Voir le projet
          </Anchor>
          <Button
            leftSection={<IconUpload size={18} />}
            disabled={blocked}
            loading={upload.isPending}
            onClick={() =>
              upload.mutate(files, {
                onSuccess: () => {
                  setFiles([]);
                  navigate(href('project', { uid, pid }));
                },
              })
            }
          >
            Envoyer {files.length > 1 ? `les ${files.length} images` : 'l’image'}
          </Button>
        </Group>
      </Stack>
    </ContentLayout>
  );
}
