// /{uid}/modifier-projet-image/{pid}: reorder the images, choose the cover, remove an image.
import { ActionIcon, Alert, Anchor, Button, Group, Image, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { href, PORTFOLIO_MESSAGES, type Project } from '@tremplin/shared';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { idParam } from '@/lib/id-param';
import { useDeleteProjectImage } from '../api/delete-project-image';
import { useProject } from '../api/get-project';
import { useReorderProjectImages } from '../api/reorder-project-images';
import { isConflict } from '../api/update-project';
import { projectGate } from '../components/project-gate';

const coverId = (project: Project) => (project.images.find((i) => i.couverture) ?? project.images[0])?.id ?? null;

export function ProjectImagesEditScreen() {
  const params = useParams();
  const uid = idParam(params.uid) ?? 0;
  const pid = idParam(params.pid) ?? 0;
  const project = useProject(pid);
  const reorder = useReorderProjectImages(pid, uid);
  const removeImage = useDeleteProjectImage(pid, uid);
  const [order, setOrder] = useState<number[]>([]);
  const [cover, setCover] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [conflict, setConflict] = useState(false);

  // Starts from the server's order each time it changes (load, save, removal, reload).
  useEffect(() => {
    if (!project.data) return;
    setOrder(project.data.images.map((i) => i.id));
    setCover(coverId(project.data));
  }, [project.data]);

  const gate = projectGate(project, uid);
  if (gate || !project.data) return gate;
  const p = project.data;
  const byId = new Map(p.images.map((i) => [i.id, i]));
  const images = order.map((id) => byId.get(id)).filter((i) => i !== undefined);
  const changed = order.join(',') !== p.images.map((i) => i.id).join(',') || (cover !== null && cover !== coverId(p));
  const move = (index: number, delta: number) => {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved!);
    setOrder(next);
  };
  const toRemove = removing === null ? undefined : byId.get(removing);

  return (
    <ContentLayout title="Modifier les images du projet" intro={`« ${p.titre} »`}>
      {conflict ? (
        <Alert color="orange" icon={<IconAlertTriangle />} title="Enregistrement refusé" role="alert" mb="lg">
          <Text mb="sm">{PORTFOLIO_MESSAGES.orderMismatch}</Text>
          <Button
            variant="white"
            color="orange"
            onClick={() => {
              setConflict(false);
              void project.refetch();
            }}
          >
            Recharger les images
          </Button>
        </Alert>
      ) : null}
      {images.length === 0 ? (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text mb="md">Ce projet n’a pas encore d’image.</Text>
          <Button component={Link} to={href('projectImagesAdd', { uid, pid })}>
            Ajouter des images
          </Button>
        </Paper>
      ) : (
        <Radio.Group
          label="Image de couverture"
          description="La couverture illustre le projet dans le portfolio. Les flèches changent l’ordre d’affichage."
          value={cover === null ? null : String(cover)}
          onChange={(value) => setCover(Number(value))}
        >
          <Stack
            gap="sm"
            mt="md"
            component="ol"
            style={{ listStyle: 'none', padding: 0 }}
            aria-label="Ordre des images"
          >
            {images.map((image, index) => (
              <Paper key={image.id} withBorder radius="md" p="sm" component="li">
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap">
                    <Text fw={700} w={24} ta="right" aria-hidden="true">
                      {index + 1}
                    </Text>
                    <Image src={image.miniatureUrl} alt="" w={96} h={64} fit="cover" radius="sm" />
                    <div>
                      <Text size="sm">{image.nom}</Text>
                      <Radio value={String(image.id)} label={`Couverture : ${image.nom}`} mt={4} />
                    </div>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={`Monter ${image.nom}`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Descendre ${image.nom}`}
                      disabled={index === images.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Supprimer ${image.nom}`}
                      onClick={() => setRemoving(image.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end" mt="xl">
        <Anchor component={Link} to={href('project', { uid, pid })}>
          Retour au projet
        </Anchor>
        <Button component={Link} to={href('projectImagesAdd', { uid, pid })} variant="light">
          Ajouter des images
        </Button>
        <Button
          disabled={!changed || images.length === 0}
          loading={reorder.isPending}
          onClick={() =>
            reorder.mutate({ ordre: order, couverture: cover }, { onError: (error) => setConflict(isConflict(error)) })
          }
        >
          Enregistrer l’ordre
        </Button>
      </Group>
      <ConfirmModal
        opened={toRemove !== undefined}
        title="Supprimer cette image ?"
        confirmLabel="Supprimer l’image"
        loading={removeImage.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removeImage.mutate(removing!, { onSettled: () => setRemoving(null) })}
      >
        « {toRemove?.nom} » sera retirée du projet et supprimée définitivement.
      </ConfirmModal>
    </ContentLayout>
  );
}
